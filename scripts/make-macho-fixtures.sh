#!/usr/bin/env bash
# Builds the small real Mach-O files of __tests__/fixtures/macho/ (listed in its README) with Debian's
# LLVM 16, so that the tests read what a real linker writes. The files are committed: tests and CI
# need no toolchain. Re-run after changing this script, then commit the files it wrote:
#
#   apt-get install -y clang-16 lld-16 llvm-16     # about a minute
#   bash scripts/make-macho-fixtures.sh
#
# No Apple SDK is needed: the sources declare what they use, and `-undefined dynamic_lookup` leaves
# every symbol they import to dyld, as Xcode's link against the SDK's stubs does. The output is the
# same on every run (lld derives LC_UUID from the content).
set -euo pipefail
cd "$(dirname "$0")/.."
out=__tests__/fixtures/macho
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
mkdir -p "$out"

cat >"$build/app.m" <<'SOURCE'
// Declared here, as no Apple SDK is at hand: what the App Store rules look for.
struct stat;
int stat(const char *path, struct stat *buf);
unsigned long long mach_absolute_time(void);
__attribute__((objc_root_class)) @interface NSUserDefaults
+ (id)standardUserDefaults;
@end
__attribute__((objc_root_class)) @interface AVCaptureDevice
+ (id)defaultDeviceWithMediaType:(id)type;
@end
__attribute__((objc_root_class)) @interface CLLocationManager
+ (int)authorizationStatus;
@end
#ifdef BITCODE_SEGMENT
// A section of its own segment, renamed __LLVM in App-bitcode (ld64.lld drops a real __LLVM).
__attribute__((used, section("__LLVMX,__bundle"))) static const char bitcode[] = "not bitcode";
#endif
int main(void) {
  id defaults = [NSUserDefaults standardUserDefaults];
  id camera = [AVCaptureDevice defaultDeviceWithMediaType:0];
  return stat("/tmp", 0) + (int)mach_absolute_time() + (defaults != 0) + (camera != 0) +
         [CLLocationManager authorizationStatus];
}
SOURCE

cat >"$build/reasons.m" <<'SOURCE'
// Required-reason APIs the binary shows in each way but a function: a selector (systemUptime,
// activeInputModes: names in __TEXT,__objc_methname) and a Foundation constant (an imported datum).
typedef struct objc_object *id;
__attribute__((objc_root_class)) @interface NSProcessInfo
+ (id)processInfo;
- (double)systemUptime;
@end
__attribute__((objc_root_class)) @interface UITextInputMode
+ (id)activeInputModes;
@end
extern id NSFileModificationDate;
extern id NSURLVolumeAvailableCapacityKey;
int main(void) {
  double uptime = [[NSProcessInfo processInfo] systemUptime];
  return (int)uptime + (NSFileModificationDate != 0) + (NSURLVolumeAvailableCapacityKey != 0) +
         ([UITextInputMode activeInputModes] != 0);
}
SOURCE

cat >"$build/push.m" <<'SOURCE'
// Registers for push notifications: the selector names in __TEXT,__objc_methname.
typedef struct objc_object *id;
__attribute__((objc_root_class)) @interface UIApplication
+ (id)sharedApplication;
- (void)registerForRemoteNotifications;
@end
int main(void) {
  [[UIApplication sharedApplication] registerForRemoteNotifications];
  return 0;
}
SOURCE

cat >"$build/plain.c" <<'SOURCE'
int printf(const char *format, ...);
int main(void) { return printf("hello\n") < 0; }
SOURCE

cat >"$build/webview.m" <<'SOURCE'
// A class App Store Connect refuses (ITMS-90809), referenced as code does: an _OBJC_CLASS_$_ import.
__attribute__((objc_root_class)) @interface UIWebView
+ (id)new;
@end
int main(void) { return [UIWebView new] != 0; }
SOURCE

# No relocations: ld64.lld links armv7 code only without them.
cat >"$build/empty.c" <<'SOURCE'
int main(void) { return 0; }
SOURCE

cat >"$build/kit.c" <<'SOURCE'
struct stat;
int stat(const char *path, struct stat *buf);
int kit_exists(const char *path) { return stat(path, 0) == 0; }
SOURCE

# The SDK of the current Xcode, as a build made today records it: App Store Connect refuses older
# ones from a date each spring (src/ipa/rules/apple-schedule.ts), so raise it with each year's SDK,
# or the suite's IPAs start being refused on that date.
sdk=27.0

cc() { clang-16 -fno-stack-protector -target "$1" -c "$2" -o "$3" "${@:4}"; }
# ld PLATFORM MINOS SDK OUTPUT [ld64.lld options…] OBJECT: an executable unless -dylib is given.
link() {
  local platform=$1 minos=$2 sdk=$3 output=$4
  shift 4
  # Signed ad hoc, as every Mach-O Xcode exports is signed (LC_CODE_SIGNATURE): App Store Connect
  # refuses code that is not signed at all (ITMS-90035).
  ld64.lld-16 -platform_version "$platform" "$minos" "$sdk" -undefined dynamic_lookup -adhoc_codesign \
    -o "$output" "$@"
}
exe() { link "$@" -e _main; }

cc arm64-apple-ios17.0 "$build/app.m" "$build/app.o"
cc arm64-apple-ios17.0 "$build/app.m" "$build/app-bitcode.o" -DBITCODE_SEGMENT
cc arm64-apple-ios18.0 "$build/app.m" "$build/app-ios18.o"
cc arm64-apple-ios11.2 "$build/app.m" "$build/app-ios11.o"
cc arm64-apple-ios17.0-simulator "$build/app.m" "$build/app-sim.o"
cc arm64-apple-macos14.0 "$build/app.m" "$build/app-macos.o"
cc arm64-apple-ios17.0 "$build/plain.c" "$build/plain.o"
cc arm64-apple-ios17.0 "$build/reasons.m" "$build/reasons.o"
cc arm64-apple-ios17.0 "$build/push.m" "$build/push.o"
cc arm64_32-apple-watchos9.0 "$build/plain.c" "$build/plain-watch.o"
cc arm64-apple-watchos26.0 "$build/plain.c" "$build/plain-watch64.o"
cc arm64e-apple-ios17.4 "$build/plain.c" "$build/plain-arm64e.o"
cc arm64-apple-ios17.0 "$build/webview.m" "$build/webview.o"
cc arm64-apple-ios17.0 "$build/kit.c" "$build/kit.o"
cc arm64-apple-tvos17.0 "$build/plain.c" "$build/plain-tv.o"
cc armv7-apple-ios6.0 "$build/empty.c" "$build/empty-armv7.o"
cc arm64-apple-ios7.0 "$build/empty.c" "$build/empty-arm64.o"
cc x86_64-apple-ios17.0-simulator "$build/kit.c" "$build/kit-sim.o"

exe ios 17.0 "$sdk" "$out/App" -arch arm64 -fixup_chains "$build/app.o"
exe ios 17.0 "$sdk" "$build/App-bitcode" -arch arm64 -fixup_chains "$build/app-bitcode.o"
exe ios 17.0 "$sdk" "$out/App-dyldinfo" -arch arm64 -no_fixup_chains "$build/app.o"
exe ios 17.0 "$sdk" "$out/Plain" -arch arm64 -fixup_chains "$build/plain.o"
exe ios 17.0 "$sdk" "$out/Reasons" -arch arm64 -fixup_chains "$build/reasons.o"
# A 32-bit Mach-O (LC_SEGMENT, 12-byte symbols), as a watch app's arm64_32 slice is: alone, as
# watch apps were built before Xcode 26 (App Store Connect refuses it since April 2026: ITMS-90733),
# and beside an arm64 slice at watchOS 26.0, the first watchOS for it, as Xcode 26 builds them.
exe watchos 9.0 "$sdk" "$out/Watch-arm64_32" -arch arm64_32 "$build/plain-watch.o"
exe watchos 26.0 "$sdk" "$build/Watch-arm64" -arch arm64 -fixup_chains \
  "$build/plain-watch64.o"
llvm-lipo-16 -create "$out/Watch-arm64_32" "$build/Watch-arm64" -output "$out/Watch"
# An app that registers for remote notifications (ITMS-90078).
exe ios 17.0 "$sdk" "$out/Push" -arch arm64 -fixup_chains "$build/push.o"
exe ios-simulator 17.0 "$sdk" "$out/App-sim" -arch arm64 -fixup_chains "$build/app-sim.o"
exe macos 14.0 "$sdk" "$out/App-macos" -arch arm64 -fixup_chains "$build/app-macos.o"
exe ios 17.0 17.0 "$out/App-oldsdk" -arch arm64 -fixup_chains "$build/app.o"
exe ios 18.0 "$sdk" "$out/App-minos18" -arch arm64 -fixup_chains "$build/app-ios18.o"
# As Xcode 9 built for iOS 11.2: below iOS 12 ld64.lld writes LC_VERSION_MIN_IPHONEOS, not
# LC_BUILD_VERSION, bind opcodes, not chained fixups, and no __DATA_CONST segment.
exe ios 11.2 11.2 "$out/App-ios11" -arch arm64 "$build/app-ios11.o"
exe tvos 17.0 "$sdk" "$out/TV" -arch arm64 -fixup_chains "$build/plain-tv.o"
# As Xcode built an app for iOS 6.0 with armv7 and arm64: the toolchain raised the arm64 slice to
# iOS 7.0, the first iOS for 64-bit ARM, while the armv7 slice and MinimumOSVersion say 6.0.
exe ios 6.0 "$sdk" "$build/Old-armv7" -arch armv7 "$build/empty-armv7.o"
exe ios 7.0 "$sdk" "$build/Old-arm64" -arch arm64 "$build/empty-arm64.o"
llvm-lipo-16 -create "$build/Old-armv7" "$build/Old-arm64" -output "$out/App-armv7-arm64"
link ios 17.0 "$sdk" "$out/Kit" -arch arm64 -dylib -install_name @rpath/Kit.framework/Kit \
  -fixup_chains "$build/kit.o"
link ios-simulator 17.0 "$sdk" "$build/Kit-sim" -arch x86_64 -dylib \
  -install_name @rpath/Kit.framework/Kit "$build/kit-sim.o"
llvm-lipo-16 -create "$out/Kit" "$build/Kit-sim" -output "$out/Kit-fat-sim"
# What sits in a Frameworks/ folder besides frameworks, and what should not stand for a binary there:
# a loose dylib (as Swift's runtime libraries once were), a static library (an ar archive, thin and
# fat, as a static framework's binary is), an object file, and the DWARF file of a dSYM (MH_DSYM).
link ios 17.0 "$sdk" "$out/libKit.dylib" -arch arm64 -dylib -install_name @rpath/libKit.dylib \
  -fixup_chains "$build/kit.o"
# The dylibs a test's frameworks hold unless it gives others: Plain's code, linked as a library.
link ios 17.0 "$sdk" "$out/Plain-dylib" -arch arm64 -dylib -install_name @rpath/Plain.framework/Plain \
  -fixup_chains "$build/plain.o"
link watchos 9.0 "$sdk" "$build/Watch-dylib-arm64_32" -arch arm64_32 -dylib \
  -install_name @rpath/Plain.framework/Plain "$build/plain-watch.o"
link watchos 26.0 "$sdk" "$build/Watch-dylib-arm64" -arch arm64 -dylib -fixup_chains \
  -install_name @rpath/Plain.framework/Plain "$build/plain-watch64.o"
llvm-lipo-16 -create "$build/Watch-dylib-arm64_32" "$build/Watch-dylib-arm64" -output "$out/Watch-dylib"

# What an app links, and where dyld finds it: stand-ins with the install names of an app's framework,
# a weakly linked one, a system library and Swift's runtime (libswiftCore.dylib, as Xcode embedded it
# for iOS 12.1 and earlier); App-links links them, with the rpaths Xcode writes, and an ad-hoc code
# signature (LC_CODE_SIGNATURE), as every binary Xcode builds has one.
link ios 17.0 "$sdk" "$build/Kit-stub" -arch arm64 -dylib -install_name @rpath/Kit.framework/Kit \
  -fixup_chains "$build/kit.o"
link ios 17.0 "$sdk" "$build/Weak-stub" -arch arm64 -dylib -install_name @rpath/Weak.framework/Weak \
  -fixup_chains "$build/kit.o"
link ios 17.0 "$sdk" "$build/libSystem-stub" -arch arm64 -dylib \
  -install_name /usr/lib/libSystem.B.dylib -fixup_chains "$build/kit.o"
link ios 17.0 "$sdk" "$out/libswiftCore.dylib" -arch arm64 -dylib \
  -install_name @rpath/libswiftCore.dylib -fixup_chains "$build/plain.o"
exe ios 17.0 "$sdk" "$out/App-links" -arch arm64 -fixup_chains \
  -rpath /usr/lib/swift -rpath @executable_path/Frameworks "$build/plain.o" "$build/Kit-stub" \
  "$build/libSystem-stub" "$out/libswiftCore.dylib" -weak_library "$build/Weak-stub"
exe ios 17.0 "$sdk" "$out/App-webview" -arch arm64 -fixup_chains "$build/webview.o"
# arm64e: ld64.lld-16 links its code as arm64 (no chained fixups), and App-arm64e* get the
# subtype CPU_SUBTYPE_ARM64E with the pointer authentication ABI bit (0x80000002) below.
exe ios 17.4 "$sdk" "$build/App-arm64e" -arch arm64 "$build/plain-arm64e.o"
exe ios 17.4 18.5 "$build/App-arm64e-oldsdk" -arch arm64 "$build/plain-arm64e.o"
llvm-ar-16 rcD "$out/Kit-static" "$build/kit.o"
llvm-ar-16 rcD "$build/Kit-static-sim" "$build/kit-sim.o"
llvm-lipo-16 -create "$out/Kit-static" "$build/Kit-static-sim" -output "$out/Kit-static-fat"
cp "$build/kit.o" "$out/Kit-object"
# Built with debug information whose paths name no folder of this machine.
cc arm64-apple-ios17.0 "$build/kit.c" "$build/kit-debug.o" -g -fdebug-prefix-map="$build"=. -fdebug-compilation-dir=.
touch -d 2024-05-01T12:00:00Z "$build/kit-debug.o" # its time is in the debug map, and the UUID
link ios 17.0 "$sdk" "$build/Kit" -arch arm64 -dylib -install_name @rpath/Kit.framework/Kit \
  -fixup_chains -oso_prefix "$build/" "$build/kit-debug.o"
dsymutil-16 -oso-prepend-path "$build" "$build/Kit" -o "$build/Kit.dSYM"
cp "$build/Kit.dSYM/Contents/Resources/DWARF/Kit" "$out/Kit-dSYM"

# App-encrypted: LC_ENCRYPTION_INFO_64's cryptid set to 1, as in an app downloaded from the App Store.
# App-bitcode: the __LLVMX segment (and its section's segment name) renamed __LLVM.
# App-arm64e, App-arm64e-oldsdk: mach_header_64.cpusubtype set to CPU_SUBTYPE_ARM64E | PTRAUTH_ABI.
node - "$out/App" "$out/App-encrypted" "$build/App-bitcode" "$out/App-bitcode" "$build" "$out" <<'SCRIPT'
const { readFileSync, writeFileSync } = require('node:fs')
const [app, encrypted, bitcodeIn, bitcode, build, out] = process.argv.slice(2)
for (const name of ['App-arm64e', 'App-arm64e-oldsdk']) {
  const file = readFileSync(`${build}/${name}`)
  if (file.readUInt32LE(4) !== 0x0100000c) throw new Error(`${name} is not arm64`)
  file.writeUInt32LE(0x80000002, 8)
  writeFileSync(`${out}/${name}`, file)
}
/** Calls visit(cmd, offset) for each load command of a thin 64-bit Mach-O. */
function eachCommand(file, visit) {
  if (file.readUInt32LE(0) !== 0xfeedfacf) throw new Error('not a 64-bit Mach-O')
  let at = 32
  for (let i = 0; i < file.readUInt32LE(16); i++) {
    visit(file.readUInt32LE(at), at)
    at += file.readUInt32LE(at + 4)
  }
}
const crypt = readFileSync(app)
let patched = 0
eachCommand(crypt, (cmd, at) => {
  if (cmd === 0x2c) crypt.writeUInt32LE(1, at + 16), patched++ // LC_ENCRYPTION_INFO_64.cryptid
})
if (patched !== 1) throw new Error('no LC_ENCRYPTION_INFO_64 to patch')
writeFileSync(encrypted, crypt)
const bit = readFileSync(bitcodeIn)
const rename = at => bit.write('__LLVM\0', at, 'latin1')
eachCommand(bit, (cmd, at) => {
  if (cmd !== 0x19 || bit.toString('latin1', at + 8, at + 15) !== '__LLVMX') return
  rename(at + 8) // segment_command_64.segname
  for (let s = 0; s < bit.readUInt32LE(at + 64); s++) rename(at + 72 + s * 80 + 16) // section_64.segname
  patched++
})
if (patched !== 2) throw new Error('no __LLVMX segment to rename')
writeFileSync(bitcode, bit)
SCRIPT

chmod 755 "$out"/App* "$out"/Kit* "$out"/Plain "$out"/Reasons "$out"/Watch "$out"/Watch-arm64_32 "$out"/TV
ls -l "$out"
