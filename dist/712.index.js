export const id = 712;
export const ids = [712,313];
export const modules = {

/***/ 6071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ fileSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/** The SHA-256 (hex) of a file, read as a stream: an IPA of gigabytes is never held whole. */
function fileSha256(file) {
    return new Promise((resolve, reject) => {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file)
            .on('data', chunk => hash.update(chunk))
            .on('error', reject)
            .on('end', () => resolve(hash.digest('hex')));
    });
}


/***/ }),

/***/ 8232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oi: () => (/* reexport */ SourceFailure),
  yn: () => (/* reexport */ identity/* acceptedIdentity */.yn),
  W1: () => (/* reexport */ describeInspection),
  Ve: () => (/* reexport */ inspectIpa)
});

// UNUSED EXPORTS: PROFILE_KIND_LABELS, PlistError, READ_LIMITS, ReadBudget, ReadLimitError, acceptedValue, isPlistDict, isValidBuild, isValidBundleId, isValidVersion, parsePlist, profileKind, readProvisioningProfile

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/ipa/types.ts
var types = __webpack_require__(9041);
;// CONCATENATED MODULE: ./src/ipa/describe.ts


/** Lines for the log: what the IPA is, as far as the inspection could tell. */
function describeInspection(inspection) {
    const { app, profile, nested } = inspection;
    if (!app)
        return ['App: none found'];
    // Without an Info.plist, the bundle folder's name is all there is to call the app.
    const appName = app.displayName ?? app.path.replace(/\/$/, '').split('/').pop();
    const platform = app.platform ? `${describe_text(app.platform)} ` : '';
    const lines = [
        `App: ${describe_text(appName)} (${describe_text(app.bundleId)})`,
        `Version: ${describe_text(app.shortVersion)} (build ${describe_text(app.build)})`,
        `Minimum OS: ${platform}${describe_text(app.minimumOsVersion)}`
    ];
    if (nested.length > 0) {
        // A few names are enough for one line of at most 200 characters, however many bundles there are.
        const names = nested.slice(0, 20).map(bundle => bundle.path.slice(app.path.length, -1));
        const more = nested.length > names.length ? ` (${nested.length} in all)` : '';
        lines.push(`Nested bundles: ${describe_text(names.join(', '))}${more}`);
    }
    lines.push(`Code signature: ${app.hasCodeSignature ? 'present' : 'none'}`);
    if (!profile)
        return [...lines, 'Provisioning profile: none'];
    const profileName = profile.name ? ` "${describe_text(profile.name)}"` : '';
    const teamId = profile.teamIdentifier ? ` (${describe_text(profile.teamIdentifier)})` : '';
    const expiry = profile.expirationDate?.toISOString().slice(0, 10);
    return [
        ...lines,
        `Provisioning profile: ${types/* PROFILE_KIND_LABELS */.h[profile.kind]}${profileName}`,
        `Team: ${describe_text(profile.teamName)}${teamId}`,
        `Profile expires: ${describe_text(expiry)}`
    ];
}
function describe_text(value) {
    return value === undefined ? 'unknown' : (0,untrusted/* oneLine */.TN)(value, 200);
}

// EXTERNAL MODULE: ./src/ipa/identity.ts
var identity = __webpack_require__(2828);
// EXTERNAL MODULE: ./src/ipa/plist.ts + 2 modules
var ipa_plist = __webpack_require__(4844);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/ipa/macho/names.ts
/** How Apple's tools name CPU types, platforms and versions (mach/machine.h, mach-o/loader.h). */
const ABI64 = 0x0100_0000;
const ABI64_32 = 0x0200_0000;
const CPU_X86 = 7;
const CPU_ARM = 12;
const CPU_PPC = 18;
/** The high byte of a subtype holds capability bits (arm64e's pointer authentication ABI). */
const SUBTYPE_MASK = 0x00ff_ffff;
const ARM_SUBTYPES = {
    5: 'armv4t',
    6: 'armv6',
    7: 'armv5',
    9: 'armv7',
    10: 'armv7f',
    11: 'armv7s',
    12: 'armv7k',
    14: 'armv6m',
    15: 'armv7m',
    16: 'armv7em'
};
/** `arm64`, `arm64e`, `x86_64`, `armv7s`…, or `cpu 0x…` for a CPU type Apple's tools do not know. */
function archName(cpuType, cpuSubtype) {
    const subtype = cpuSubtype & SUBTYPE_MASK;
    switch (cpuType >>> 0) {
        case CPU_ARM | ABI64:
            return subtype === 2 ? 'arm64e' : 'arm64';
        case CPU_ARM | ABI64_32:
            return 'arm64_32';
        case CPU_ARM:
            return ARM_SUBTYPES[subtype] ?? 'arm';
        case CPU_X86 | ABI64:
            return subtype === 8 ? 'x86_64h' : 'x86_64';
        case CPU_X86:
            return 'i386';
        case CPU_PPC:
            return 'ppc';
        case CPU_PPC | ABI64:
            return 'ppc64';
        default:
            return `cpu 0x${(cpuType >>> 0).toString(16)}`;
    }
}
/** Intel slices run only in a simulator, whatever their LC_VERSION_MIN_* says (dyld reads it so). */
function isIntel(cpuType) {
    return ((cpuType >>> 0) & ~(ABI64 | ABI64_32)) === CPU_X86;
}
const FILE_TYPES = {
    0x1: 'MH_OBJECT',
    0x2: 'MH_EXECUTE',
    0x3: 'MH_FVMLIB',
    0x4: 'MH_CORE',
    0x5: 'MH_PRELOAD',
    0x6: 'MH_DYLIB',
    0x7: 'MH_DYLINKER',
    0x8: 'MH_BUNDLE',
    0x9: 'MH_DYLIB_STUB',
    0xa: 'MH_DSYM',
    0xb: 'MH_KEXT_BUNDLE',
    0xc: 'MH_FILESET'
};
/** mach_header.filetype as loader.h names it (`filetype N` when unknown). */
function fileTypeName(fileType) {
    return FILE_TYPES[fileType] ?? `filetype ${fileType >>> 0}`;
}
const PLATFORMS = {
    1: 'macos',
    2: 'ios',
    3: 'tvos',
    4: 'watchos',
    5: 'bridgeos',
    6: 'mac-catalyst',
    7: 'ios-simulator',
    8: 'tvos-simulator',
    9: 'watchos-simulator',
    10: 'driverkit',
    11: 'visionos',
    12: 'visionos-simulator'
};
/** LC_BUILD_VERSION's platform number, as the interface names it (`platform N` when unknown). */
function platformName(platform) {
    return PLATFORMS[platform] ?? `platform ${platform >>> 0}`;
}
/** A version encoded xxxx.yy.zz in nibbles: `17.0`, `16.4.1`. */
function formatVersion(encoded) {
    const major = encoded >>> 16;
    const minor = (encoded >>> 8) & 0xff;
    const patch = encoded & 0xff;
    return patch ? `${major}.${minor}.${patch}` : `${major}.${minor}`;
}

// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
;// CONCATENATED MODULE: ./src/ipa/macho/forward-reader.ts
/**
 * Reads a stream forward only: small reads at the current position, skips that hold nothing, and
 * captures of ranges further on. Nothing is kept but what is asked for, so a file of any size is
 * read with flat memory. Errors of the stream (a damaged zip entry) propagate as they are.
 */
class ForwardReader {
    /** Bytes of the file before `pending`. */
    position = 0;
    pending = Buffer.alloc(0);
    ended = false;
    chunks;
    constructor(source) {
        this.chunks = source[Symbol.asyncIterator]();
    }
    /** Ends the iteration, which destroys the stream: nothing more is wanted of it. */
    async close() {
        await this.chunks.return?.();
    }
    /** Exactly `length` bytes at the current position, or fewer where the stream ends. */
    async read(length) {
        const parts = [];
        let filled = 0;
        while (filled < length) {
            const chunk = await this.take(length - filled);
            if (!chunk)
                break;
            parts.push(chunk);
            filled += chunk.length;
        }
        return parts.length === 1 ? parts[0] : Buffer.concat(parts, filled);
    }
    /** Passes the bytes up to `offset`, keeping none. False when the stream ends before it. */
    async skipTo(offset) {
        while (this.position < offset) {
            if (!(await this.take(offset - this.position)))
                return false;
        }
        return true;
    }
    /**
     * Fills each capture (all at or after the current position, possibly overlapping) as the stream
     * passes them; returns false when the stream ends first. Allocates a capture's buffer only as the
     * stream reaches it, so a range near the end costs nothing until then.
     */
    async capture(captures) {
        const sorted = [...captures].sort((a, b) => a.start - b.start);
        const end = Math.max(this.position, ...sorted.map(capture => capture.end));
        let next = 0;
        while (this.position < end) {
            while (next < sorted.length && sorted[next].start <= this.position) {
                const capture = sorted[next++];
                capture.data = Buffer.alloc(capture.end - capture.start);
            }
            const until = Math.min(sorted[next]?.start ?? end, end);
            // Nothing to keep before the next capture begins: pass it by.
            if (!sorted.some(c => c.data && c.end > this.position)) {
                if (!(await this.skipTo(until)))
                    return false;
                continue;
            }
            const at = this.position;
            const chunk = await this.take(until - at);
            if (!chunk)
                return false;
            for (const capture of sorted) {
                if (!capture.data || capture.end <= at || capture.start >= at + chunk.length)
                    continue;
                const from = Math.max(capture.start, at);
                const to = Math.min(capture.end, at + chunk.length);
                chunk.copy(capture.data, from - capture.start, from - at, to - at);
            }
        }
        return true;
    }
    /** Puts back the last bytes a `read` returned, to be read again: it read past what it wanted. */
    giveBack(bytes) {
        if (bytes.length === 0)
            return;
        const pending = this.pending;
        // Most often they lie just before what is pending, in the same chunk: widen the view, no copy.
        const adjacent = pending.buffer === bytes.buffer && bytes.byteOffset + bytes.length === pending.byteOffset;
        this.pending = adjacent
            ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length + pending.length)
            : pending.length > 0
                ? Buffer.concat([bytes, pending])
                : bytes;
        this.position -= bytes.length;
    }
    /** Up to `most` bytes at the current position, or undefined at the end of the stream. */
    async take(most) {
        while (this.pending.length === 0) {
            if (this.ended)
                return undefined;
            const { value, done } = await this.chunks.next();
            if (done) {
                this.ended = true;
                return undefined;
            }
            this.pending = typeof value === 'string' ? Buffer.from(value) : value;
        }
        const chunk = this.pending.subarray(0, most);
        this.pending = this.pending.subarray(chunk.length);
        this.position += chunk.length;
        return chunk;
    }
}

;// CONCATENATED MODULE: ./src/ipa/macho/malformed.ts
/**
 * A Mach-O file that lies about itself, thrown inside the reader and returned by `readMachO` as a
 * `malformed` result: `detail` says what lies, in a short phrase.
 */
class MalformedMachO extends Error {
    detail;
    constructor(detail) {
        super(detail);
        this.detail = detail;
        this.name = 'MalformedMachO';
    }
}

;// CONCATENATED MODULE: ./src/ipa/macho/imports.ts

const N_STAB = 0xe0;
const N_TYPE = 0x0e;
const N_EXT = 0x01;
const N_UNDF = 0x0;
/**
 * Calls `found` with the string table offset (n_strx) and the place (from 1) of each undefined
 * external symbol among nlist entries (12 bytes each in a 32-bit slice, 16 in a 64-bit one): the
 * symbols a slice imports. A common symbol (undefined with a value) is defined.
 */
function eachUndefinedSymbol(symbols, nlistSize, found) {
    for (let at = 0; at + nlistSize <= symbols.length; at += nlistSize) {
        const type = symbols[at + 4];
        const section = symbols[at + 5];
        const undefinedExternal = !(type & N_STAB) && (type & N_TYPE) === N_UNDF && type & N_EXT;
        if (!undefinedExternal || section !== 0)
            continue;
        const value = nlistSize === 16 ? symbols.readBigUInt64LE(at + 8) : symbols.readUInt32LE(at + 8);
        if (value)
            continue;
        found(symbols.readUInt32LE(at), at / nlistSize + 1);
    }
}
/**
 * The undefined external symbols among nlist entries, named by `nameAt` (from the string table
 * held whole, or from the names picked out of it as it passed: string-table.ts).
 */
function symbolTableImports(symbols, nlistSize, nameAt, add) {
    eachUndefinedSymbol(symbols, nlistSize, (offset, place) => add(nameAt(offset, `symbol ${place}'s name`)));
}
/** Bytes of one import of each dyld_chained_import format (1, 2 and 3). */
const IMPORT_BYTES = { 1: 4, 2: 8, 3: 16 };
/**
 * The imports of LC_DYLD_CHAINED_FIXUPS: the dyld_chained_fixups_header, then `imports_count`
 * imports of `imports_format`, each naming its symbol by an offset into the symbols at
 * `symbols_offset`. `declared` is called with the count before any is read.
 */
function chainedFixupImports(data, add, declared) {
    if (data.length < 28)
        throw new MalformedMachO(`the chained fixups take ${data.length} bytes, fewer than a header`);
    const version = data.readUInt32LE(0);
    if (version !== 0)
        throw new MalformedMachO(`the chained fixups are of version ${version}`);
    const importsOffset = data.readUInt32LE(8);
    const symbolsOffset = data.readUInt32LE(12);
    const count = data.readUInt32LE(16);
    const format = data.readUInt32LE(20);
    // Names compressed with zlib (symbols_format 1) are not something the linkers write.
    if (data.readUInt32LE(24) !== 0)
        return;
    const size = IMPORT_BYTES[format];
    if (!size)
        throw new MalformedMachO(`the chained fixups' imports are of format ${format}`);
    declared(count);
    if (importsOffset + count * size > data.length) {
        throw new MalformedMachO(`the chained fixups' ${count} imports run to byte ${importsOffset + count * size} of ${data.length}`);
    }
    for (let i = 0; i < count; i++) {
        const at = importsOffset + i * size;
        const nameOffset = format === 3 ? data.readUInt32LE(at + 4) : data.readUInt32LE(at) >>> 9; // 23 bits after 9
        add(cStringAt(data, symbolsOffset + nameOffset, `chained import ${i + 1}'s name`));
    }
}
const BIND = {
    DONE: 0x00,
    SET_DYLIB_ORDINAL_IMM: 0x10,
    SET_DYLIB_ORDINAL_ULEB: 0x20,
    SET_DYLIB_SPECIAL_IMM: 0x30,
    SET_SYMBOL_TRAILING_FLAGS_IMM: 0x40,
    SET_TYPE_IMM: 0x50,
    SET_ADDEND_SLEB: 0x60,
    SET_SEGMENT_AND_OFFSET_ULEB: 0x70,
    ADD_ADDR_ULEB: 0x80,
    DO_BIND: 0x90,
    DO_BIND_ADD_ADDR_ULEB: 0xa0,
    DO_BIND_ADD_ADDR_IMM_SCALED: 0xb0,
    DO_BIND_ULEB_TIMES_SKIPPING_ULEB: 0xc0,
    THREADED: 0xd0
};
/** In a weak bind stream: the image's own strong definition, not an import. */
const NON_WEAK_DEFINITION = 0x8;
const THREADED_SET_BIND_ORDINAL_TABLE_SIZE_ULEB = 0x00;
/**
 * The symbols a bind opcode stream of LC_DYLD_INFO(_ONLY) names with
 * BIND_OPCODE_SET_SYMBOL_TRAILING_FLAGS_IMM. Addresses are not computed; the other opcodes are only
 * stepped over, so the walk is linear in the stream's bytes whatever its counts say.
 */
function bindImports(stream, what, add) {
    let at = 0;
    /** Steps over a LEB128 number. */
    const leb = () => {
        while (at < stream.length && stream[at] & 0x80)
            at++;
        if (at >= stream.length)
            throw new MalformedMachO(`${what} end inside a number`);
        at++;
    };
    while (at < stream.length) {
        const byte = stream[at++];
        const opcode = byte & 0xf0;
        switch (opcode) {
            case BIND.SET_SYMBOL_TRAILING_FLAGS_IMM: {
                const end = cStringEnd(stream, at, `a name of ${what}`);
                if (!(byte & NON_WEAK_DEFINITION))
                    add(stream.toString('utf8', at, end));
                at = end + 1;
                break;
            }
            case BIND.SET_DYLIB_ORDINAL_ULEB:
            case BIND.SET_ADDEND_SLEB:
            case BIND.SET_SEGMENT_AND_OFFSET_ULEB:
            case BIND.ADD_ADDR_ULEB:
            case BIND.DO_BIND_ADD_ADDR_ULEB:
                leb();
                break;
            case BIND.DO_BIND_ULEB_TIMES_SKIPPING_ULEB:
                leb();
                leb();
                break;
            case BIND.THREADED:
                if ((byte & 0x0f) === THREADED_SET_BIND_ORDINAL_TABLE_SIZE_ULEB)
                    leb();
                break;
            case BIND.DONE:
            case BIND.SET_DYLIB_ORDINAL_IMM:
            case BIND.SET_DYLIB_SPECIAL_IMM:
            case BIND.SET_TYPE_IMM:
            case BIND.DO_BIND:
            case BIND.DO_BIND_ADD_ADDR_IMM_SCALED:
                break;
            default:
                throw new MalformedMachO(`${what} hold an unknown opcode 0x${byte.toString(16)} at byte ${at - 1}`);
        }
    }
}
/** The NUL-terminated UTF-8 string at `offset` of `data`; throws MalformedMachO if it has no end. */
function cStringAt(data, offset, what) {
    return data.toString('utf8', offset, cStringEnd(data, offset, what));
}
/** Where the string at `offset` ends: the offset of its NUL. */
function cStringEnd(data, offset, what) {
    const end = offset < data.length ? data.indexOf(0, offset) : -1;
    if (end < 0)
        throw new MalformedMachO(`${what} at byte ${offset} has no end within ${data.length} bytes`);
    return end;
}

;// CONCATENATED MODULE: ./src/ipa/macho/selectors.ts
/**
 * The Objective-C selector names of `__TEXT,__objc_methname` (one C string each, back to back) that
 * are among `wanted`, each once. Only those are kept: a large app calls tens of thousands.
 */
function wantedSelectors(section, wanted) {
    const found = new Set();
    let at = 0;
    while (at < section.length) {
        const end = section.indexOf(0, at);
        const stop = end < 0 ? section.length : end;
        // Compared as latin1 bytes: a selector the rules look for is ASCII, so any other never matches.
        const name = section.toString('latin1', at, stop);
        if (wanted.has(name))
            found.add(name);
        at = stop + 1;
    }
    return [...found];
}

;// CONCATENATED MODULE: ./src/ipa/macho/string-table.ts

/** Bytes of the string table read at a time: a name's first step, and the most a step grows to. */
const FIRST_STEP_BYTES = 256;
const MOST_STEP_BYTES = 64 * 1024;
/**
 * The NUL-terminated names that start at `offsets` (sorted, relative to the table) of the string
 * table at [start, end) of the file, read as the stream passes it: only those names are kept, so a
 * framework exporting 300,000 symbols costs the few thousand names it imports. Names sharing their
 * ends (the linker shares suffixes) are read once. `keep` is told each byte kept, so a name that
 * runs on without its NUL stops at the budget. Throws MalformedMachO for a name that runs past the
 * table or a file that ends first.
 */
async function pickStrings(reader, { start, end }, offsets, keep) {
    const names = new Map();
    let next = 0;
    while (next < offsets.length) {
        const from = start + offsets[next];
        if (from >= end)
            throw new MalformedMachO(`a symbol's name at byte ${from - start} has no end within ${end - start} bytes`);
        if (!(await reader.skipTo(from)))
            throw ended(reader, end);
        // One run from `from` to the next NUL: every wanted offset within it is a suffix of it.
        const parts = [];
        const starts = [];
        let length = 0;
        for (let step = FIRST_STEP_BYTES;; step = Math.min(step * 2, MOST_STEP_BYTES)) {
            const at = reader.position;
            const chunk = await reader.read(Math.min(step, end - at));
            if (chunk.length === 0) {
                if (at >= end)
                    throw new MalformedMachO(`a symbol's name at byte ${from - start} has no end within ${end - start} bytes`);
                throw ended(reader, end);
            }
            const nul = chunk.indexOf(0);
            const taken = nul < 0 ? chunk.length : nul;
            while (next < offsets.length && start + offsets[next] <= at + taken)
                starts.push(offsets[next++]);
            keep(taken);
            parts.push(Buffer.from(chunk.subarray(0, taken)));
            length += taken;
            if (nul < 0)
                continue;
            const run = Buffer.concat(parts, length);
            for (const offset of starts)
                names.set(offset, run.toString('utf8', start + offset - from));
            // The bytes after the NUL were read: the next run may start among them.
            reader.giveBack(chunk.subarray(nul + 1));
            break;
        }
    }
    return names;
}
function ended(reader, end) {
    return new MalformedMachO(`the file ends at byte ${reader.position}, before the string table that runs to ${end}`);
}

;// CONCATENATED MODULE: ./src/ipa/macho/slice-imports.ts





/**
 * Reads a slice's imports from the symbol data its load commands point at (after them, within the
 * slice, as the stream passes it), each once, into `slice.imports`. Of the string table only the
 * names of the undefined symbols are kept, where it follows the symbols as linkers write it; a file
 * that puts it first has it held whole, within the budget. The selector names among `selectors`
 * that `__TEXT,__objc_methname` holds go into `slice.selectors`. `commandsEnd` is where the load
 * commands end, relative to the slice.
 */
async function readSliceImports(reader, place, commandsEnd, data, is64, budget, tally, slice, selectors) {
    // The selector names are read only when some are wanted.
    const selectorNames = selectors.size > 0 ? data.selectorNames : undefined;
    const ranges = [
        data.symbols,
        data.strings,
        data.chainedFixups,
        ...data.binds,
        selectorNames
    ].filter((range) => range !== undefined && range.size > 0);
    for (const range of ranges)
        checkRange(range, place, commandsEnd);
    const captured = new CapturedData(reader, place, budget, tally);
    const nlistSize = is64 ? 16 : 12;
    const nameAt = await captureAll(captured, ranges, data, nlistSize);
    slice.imports = collectImports(captured, data, nlistSize, nameAt);
    slice.selectors = wantedSelectors(captured.bytes(selectorNames), selectors);
}
/** The symbol data of one slice, captured from the stream as it passes, within the budget. */
class CapturedData {
    reader;
    place;
    budget;
    tally;
    captured = new Map();
    constructor(reader, place, budget, tally) {
        this.reader = reader;
        this.place = place;
        this.budget = budget;
        this.tally = tally;
    }
    /** Counts bytes kept, against the budget the executable's slices share. */
    keep(bytes) {
        this.tally.kept += bytes;
        this.budget.machoLinkEdit(this.tally.kept);
    }
    /** Captures the ranges (which lie ahead in the stream) as it passes them. */
    async capture(wanted) {
        const { place, reader } = this;
        const captures = wanted.map(range => {
            this.keep(range.size);
            const found = {
                start: place.offset + range.offset,
                end: place.offset + range.offset + range.size
            };
            this.captured.set(range, found);
            return found;
        });
        if (!(await reader.capture(captures))) {
            const end = Math.max(...captures.map(c => c.end));
            throw new MalformedMachO(`the file ends at byte ${(0,format/* formatCount */.B4)(reader.position)}, before the symbol data of slice ${place.index} that runs to ${(0,format/* formatCount */.B4)(end)}`);
        }
    }
    /** The bytes captured of a range; none for a range not captured. */
    bytes(range) {
        return (range && this.captured.get(range)?.data) ?? Buffer.alloc(0);
    }
}
/**
 * Captures every range, and says how a symbol's name is read: picked from the string table as the
 * stream passes it, when it follows the symbols and holds no other range; else from the table
 * captured whole.
 */
async function captureAll(captured, ranges, { symbols, strings }, nlistSize) {
    const picking = strings !== undefined &&
        ranges.includes(strings) &&
        ranges.every(range => range === strings || apart(range, strings)) &&
        (!symbols || !ranges.includes(symbols) || symbols.offset < strings.offset);
    if (!picking) {
        await captured.capture(ranges);
        return (offset, what) => cStringAt(captured.bytes(strings), offset, what);
    }
    const { reader, place, budget } = captured;
    const others = ranges.filter(range => range !== strings);
    await captured.capture(others.filter(range => range.offset < strings.offset));
    const offsets = nameOffsets(captured.bytes(symbols), nlistSize);
    // Each name a linker writes for an undefined symbol is an import of its own: bound before picking.
    budget.machoImports(captured.tally.imports + offsets.length);
    const names = await pickStrings(reader, { start: place.offset + strings.offset, end: place.offset + strings.offset + strings.size }, offsets, bytes => captured.keep(bytes));
    await captured.capture(others.filter(range => range.offset > strings.offset));
    return offset => names.get(offset) ?? '';
}
/** The imports the symbol data names, each once, counted against the budget. */
function collectImports(captured, data, nlistSize, nameAt) {
    const { budget, tally } = captured;
    const found = new Set();
    const add = (name) => {
        // Every name read counts, found before or not: a million symbols naming one long string stop.
        captured.keep(name.length);
        if (found.has(name))
            return;
        found.add(name);
        budget.machoImports(++tally.imports);
    };
    symbolTableImports(captured.bytes(data.symbols), nlistSize, nameAt, add);
    if (data.chainedFixups && data.chainedFixups.size > 0) {
        chainedFixupImports(captured.bytes(data.chainedFixups), add, count => budget.machoImports(tally.imports + count));
    }
    for (const bind of data.binds)
        bindImports(captured.bytes(bind), bind.what, add);
    return [...found];
}
/** A range must lie after the load commands and within the slice. */
function checkRange(range, place, commandsEnd) {
    const end = range.offset + range.size;
    if (range.offset < commandsEnd) {
        throw new MalformedMachO(`${range.what} start at byte ${(0,format/* formatCount */.B4)(range.offset)} of slice ${place.index}, within its load commands`);
    }
    if (end > place.size) {
        throw new MalformedMachO(`${range.what} run to byte ${(0,format/* formatCount */.B4)(end)} of slice ${place.index}, which has ${(0,format/* formatCount */.B4)(place.size)}`);
    }
}
function apart(a, b) {
    return a.offset + a.size <= b.offset || b.offset + b.size <= a.offset;
}
/** The string table offsets the undefined symbols name, sorted, each once. */
function nameOffsets(symbols, nlistSize) {
    let count = 0;
    eachUndefinedSymbol(symbols, nlistSize, () => count++);
    const offsets = new Uint32Array(count);
    let at = 0;
    eachUndefinedSymbol(symbols, nlistSize, offset => (offsets[at++] = offset));
    offsets.sort();
    let unique = 0;
    for (let i = 0; i < offsets.length; i++)
        if (i === 0 || offsets[i] !== offsets[i - 1])
            offsets[unique++] = offsets[i];
    return offsets.subarray(0, unique);
}

;// CONCATENATED MODULE: ./src/ipa/macho/links.ts

/**
 * The load commands that name other files, by loader.h's names and numbers: the dylibs a slice
 * links (dylib_command), the folders `@rpath/` searches (rpath_command) and its own install name.
 */
const DYLIB_COMMANDS = {
    0xc: 'LC_LOAD_DYLIB',
    0x8000_0018: 'LC_LOAD_WEAK_DYLIB',
    0x8000_001f: 'LC_REEXPORT_DYLIB',
    0x20: 'LC_LAZY_LOAD_DYLIB',
    0x8000_0023: 'LC_LOAD_UPWARD_DYLIB'
};
const LC_ID_DYLIB = 0xd;
const LC_RPATH = 0x8000_001c;
/** sizeof(struct dylib_command) and sizeof(struct rpath_command): the name follows them. */
const DYLIB_COMMAND_BYTES = 24;
const RPATH_COMMAND_BYTES = 12;
/**
 * Reads `command` (the `index`th load command) into `slice` when it names a linked dylib, an rpath
 * or the slice's install name; any other command is left alone. Each name is an lc_str: an offset from the
 * command's start to a C string within the command, which must lie after the fixed fields. Throws
 * MalformedMachO when the command is too short for its fields or its name lies outside it.
 */
function readLinkCommand(cmd, command, index, slice) {
    const dylib = DYLIB_COMMANDS[cmd];
    if (dylib !== undefined) {
        const name = lcString(command, DYLIB_COMMAND_BYTES, index);
        const weak = dylib === 'LC_LOAD_WEAK_DYLIB';
        (slice.dylibs ??= []).push({ name, command: dylib, weak });
    }
    else if (cmd === LC_ID_DYLIB) {
        slice.installName ??= lcString(command, DYLIB_COMMAND_BYTES, index);
    }
    else if (cmd === LC_RPATH) {
        ;
        (slice.rpaths ??= []).push(lcString(command, RPATH_COMMAND_BYTES, index));
    }
}
/** The C string an lc_str at byte 8 of the command names: up to its NUL or the command's end. */
function lcString(command, fixedBytes, index) {
    if (command.length < fixedBytes)
        throw new MalformedMachO(`load command ${index} takes ${command.length} bytes where it needs ${fixedBytes}`);
    const offset = command.readUInt32LE(8);
    if (offset < fixedBytes || offset >= command.length)
        throw new MalformedMachO(`load command ${index} names a path at byte ${offset} of its ${command.length}`);
    const end = command.indexOf(0, offset);
    return command.toString('utf8', offset, end < 0 ? command.length : end);
}

;// CONCATENATED MODULE: ./src/ipa/macho/load-commands.ts



/** Load command numbers of mach-o/loader.h that the reader looks at. */
const LC = {
    SEGMENT: 0x1,
    SYMTAB: 0x2,
    DYSYMTAB: 0xb,
    SEGMENT_64: 0x19,
    ENCRYPTION_INFO: 0x21,
    DYLD_INFO: 0x22,
    DYLD_INFO_ONLY: 0x8000_0022,
    VERSION_MIN_MACOSX: 0x24,
    VERSION_MIN_IPHONEOS: 0x25,
    ENCRYPTION_INFO_64: 0x2c,
    VERSION_MIN_TVOS: 0x2f,
    VERSION_MIN_WATCHOS: 0x30,
    BUILD_VERSION: 0x32,
    CODE_SIGNATURE: 0x1d,
    DYLD_CHAINED_FIXUPS: 0x8000_0034
};
const VERSION_MIN_PLATFORMS = {
    [LC.VERSION_MIN_MACOSX]: 'macos',
    [LC.VERSION_MIN_IPHONEOS]: 'ios',
    [LC.VERSION_MIN_TVOS]: 'tvos',
    [LC.VERSION_MIN_WATCHOS]: 'watchos'
};
/** Bytes of each command the reader needs, to refuse one too short to hold them. */
const NEEDS = {
    [LC.SEGMENT]: 24,
    [LC.SEGMENT_64]: 24,
    [LC.SYMTAB]: 24,
    [LC.DYSYMTAB]: 32,
    [LC.ENCRYPTION_INFO]: 20,
    [LC.ENCRYPTION_INFO_64]: 20,
    [LC.DYLD_INFO]: 40,
    [LC.DYLD_INFO_ONLY]: 40,
    [LC.VERSION_MIN_MACOSX]: 16,
    [LC.VERSION_MIN_IPHONEOS]: 16,
    [LC.VERSION_MIN_TVOS]: 16,
    [LC.VERSION_MIN_WATCHOS]: 16,
    [LC.BUILD_VERSION]: 20,
    [LC.DYLD_CHAINED_FIXUPS]: 16
};
/**
 * Reads a slice's load commands (little-endian, `count` of them in `commands`) into `slice`, and
 * says where its symbol data lies. Throws MalformedMachO when a command lies about its size.
 */
function readLoadCommands(commands, count, header, slice) {
    const found = { data: { binds: [] }, buildVersion: false };
    let at = 0;
    for (let index = 1; index <= count; index++) {
        const command = loadCommandAt(commands, at, index, count);
        readLoadCommand(command, index, header, slice, found);
        at += command.length;
    }
    if (!found.buildVersion && found.versionMin)
        Object.assign(slice, found.versionMin);
    if (found.symtab)
        found.data.symbols = undefinedRange(found.symtab, found.undefinedSymbols);
    return found.data;
}
/** The load command at `at` (its cmd and cmdsize first), of the size it says it has. */
function loadCommandAt(commands, at, index, count) {
    const left = commands.length - at;
    if (left < 8)
        throw new MalformedMachO(`the load commands end after ${index - 1} of the ${count} they claim`);
    const cmd = commands.readUInt32LE(at);
    const size = commands.readUInt32LE(at + 4);
    if (size < 8 || size > left)
        throw new MalformedMachO(`load command ${index} says ${size} bytes where ${left} are left`);
    const needs = NEEDS[cmd] ?? 8;
    if (size < needs)
        throw new MalformedMachO(`load command ${index} takes ${size} bytes where it needs ${needs}`);
    return commands.subarray(at, at + size);
}
/** One load command: what it says of the slice goes into `slice`, where its symbol data lies into `found`. */
function readLoadCommand(command, index, header, slice, found) {
    const cmd = command.readUInt32LE(0);
    const u32 = (offset) => command.readUInt32LE(offset);
    switch (cmd) {
        case LC.SEGMENT:
        case LC.SEGMENT_64:
            return readSegment(command, cmd === LC.SEGMENT_64, index, slice, found.data);
        case LC.BUILD_VERSION:
            // The first one: a zippered binary's second names mac-catalyst beside macos.
            if (found.buildVersion)
                return;
            found.buildVersion = true;
            slice.platform = platformName(u32(8));
            slice.minOs = formatVersion(u32(12));
            slice.sdk = formatVersion(u32(16));
            return;
        case LC.VERSION_MIN_MACOSX:
        case LC.VERSION_MIN_IPHONEOS:
        case LC.VERSION_MIN_TVOS:
        case LC.VERSION_MIN_WATCHOS:
            found.versionMin ??= versionMin(cmd, command, header.cpuType);
            return;
        case LC.CODE_SIGNATURE:
            slice.signed = true;
            return;
        case LC.ENCRYPTION_INFO:
        case LC.ENCRYPTION_INFO_64:
            if (u32(16) !== 0)
                slice.encrypted = true;
            return;
        case LC.SYMTAB:
        case LC.DYSYMTAB:
        case LC.DYLD_CHAINED_FIXUPS:
        case LC.DYLD_INFO:
        case LC.DYLD_INFO_ONLY:
            return readSymbolDataCommand(cmd, command, header.is64, found);
        default:
            readLinkCommand(cmd, command, index, slice);
    }
}
/** LC_SEGMENT(_64): its name, and in `__TEXT` where the Objective-C selector names lie. */
function readSegment(command, is64, index, slice, data) {
    const name = cString(command.subarray(8, 24));
    slice.segments.push(name);
    if (name !== '__TEXT')
        return;
    const found = findSection(command, is64, '__objc_methname', index);
    if (found)
        data.selectorNames = { what: '__TEXT,__objc_methname', ...found };
}
/** LC_VERSION_MIN_*: the platform (a simulator's on an Intel slice), minimum OS and SDK. */
function versionMin(cmd, command, cpuType) {
    const platform = VERSION_MIN_PLATFORMS[cmd];
    return {
        platform: platform !== 'macos' && isIntel(cpuType) ? `${platform}-simulator` : platform,
        minOs: formatVersion(command.readUInt32LE(8)),
        sdk: formatVersion(command.readUInt32LE(12))
    };
}
/** The commands that say where the symbol data lies: the symbol table, the fixups, the binds. */
function readSymbolDataCommand(cmd, command, is64, found) {
    const u32 = (offset) => command.readUInt32LE(offset);
    const range = (what, offset, bytes) => ({
        what,
        offset: u32(offset),
        size: u32(bytes)
    });
    switch (cmd) {
        case LC.SYMTAB:
            found.symtab = { symoff: u32(8), nsyms: u32(12), nlistSize: is64 ? 16 : 12 };
            found.data.strings = range("LC_SYMTAB's strings", 16, 20);
            break;
        case LC.DYSYMTAB:
            found.undefinedSymbols = { first: u32(24), count: u32(28) };
            break;
        case LC.DYLD_CHAINED_FIXUPS:
            found.data.chainedFixups = range("LC_DYLD_CHAINED_FIXUPS's data", 8, 12);
            break;
        case LC.DYLD_INFO:
        case LC.DYLD_INFO_ONLY:
            found.data.binds.push(range("LC_DYLD_INFO's bind opcodes", 16, 20), range("LC_DYLD_INFO's weak bind opcodes", 24, 28), range("LC_DYLD_INFO's lazy bind opcodes", 32, 36));
    }
}
/**
 * By loader.h: sizeof segment_command(_64) and sizeof section(_64) (the sections follow the
 * command), and the offsets of the command's nsects and of a section's size and offset fields.
 */
const SEGMENT_LAYOUT = {
    32: { nsects: 48, sizeofSegmentCommand: 56, sizeofSection: 68, size: 36, offset: 40 },
    64: { nsects: 64, sizeofSegmentCommand: 72, sizeofSection: 80, size: 40, offset: 48 }
};
/**
 * Where the section `sectname` of a segment command lies in the slice (its `offset` and `size`), or
 * undefined when the segment has none (or a zero-fill one). Throws MalformedMachO when the command
 * is too short for the sections it counts.
 */
function findSection(command, is64, sectname, index) {
    const layout = SEGMENT_LAYOUT[is64 ? 64 : 32];
    if (command.length < layout.sizeofSegmentCommand)
        throw new MalformedMachO(`load command ${index} is too short for a ${is64 ? 64 : 32}-bit segment`);
    const count = command.readUInt32LE(layout.nsects);
    if (layout.sizeofSegmentCommand + count * layout.sizeofSection > command.length) {
        throw new MalformedMachO(`load command ${index} counts ${count} sections where its ${command.length} bytes hold ${Math.floor((command.length - layout.sizeofSegmentCommand) / layout.sizeofSection)}`);
    }
    for (let i = 0; i < count; i++) {
        const at = layout.sizeofSegmentCommand + i * layout.sizeofSection;
        if (cString(command.subarray(at, at + 16)) !== sectname)
            continue;
        const size = is64
            ? Number(command.readBigUInt64LE(at + layout.size))
            : command.readUInt32LE(at + layout.size);
        const offset = command.readUInt32LE(at + layout.offset);
        return offset === 0 || size === 0 ? undefined : { offset, size };
    }
    return undefined;
}
/**
 * The nlist entries that can hold imports: LC_DYSYMTAB's undefined ones when it names them within
 * the table (a stripped app's table is mostly those), else the whole table.
 */
function undefinedRange({ symoff, nsyms, nlistSize }, undefinedSymbols) {
    if (undefinedSymbols && undefinedSymbols.first + undefinedSymbols.count > nsyms) {
        throw new MalformedMachO(`LC_DYSYMTAB's undefined symbols run to ${undefinedSymbols.first + undefinedSymbols.count} of LC_SYMTAB's ${nsyms}`);
    }
    const { first, count } = undefinedSymbols ?? { first: 0, count: nsyms };
    return {
        what: "LC_SYMTAB's symbols",
        offset: symoff + first * nlistSize,
        size: count * nlistSize
    };
}
/** A fixed-size name field, up to its first NUL. */
function cString(field) {
    const end = field.indexOf(0);
    return field.toString('latin1', 0, end < 0 ? field.length : end);
}

;// CONCATENATED MODULE: ./src/ipa/macho/read.ts






/** The first bytes of each kind of file (mach-o/fat.h, mach-o/loader.h): also loose-code.ts's. */
const FAT_MAGIC = 0xcafe_babe;
const FAT_MAGIC_64 = 0xcafe_babf;
const MH_MAGIC = 0xfeed_face;
const MH_MAGIC_64 = 0xfeed_facf;
/** An `ar` archive's first 8 bytes: a static library. */
const AR_MAGIC = Buffer.from('!<arch>\n', 'latin1');
/** A slice that is an `ar` archive: the file is a static library, whatever else it holds. */
class StaticLibrary extends Error {
}
/**
 * What an executable is, read from `source` (its `size` bytes, as an inflated zip entry's stream)
 * forward only: the fat header, then each slice in file order, its header, load commands and the
 * symbol data that names its imports (and, when `selectors` names some, the Objective-C selector
 * names, of which it keeps those); the bytes between are passed by, never held. Ends the stream's
 * iteration when done, which destroys it. A file that lies about itself is `malformed`; it throws
 * only a ReadLimitError, past a limit of `budget`, or an error of the stream itself.
 */
async function readMachO(source, size, budget, selectors = new Set()) {
    const reader = new ForwardReader(source);
    const slices = [];
    try {
        const head = await reader.read(8);
        const magic = head.length >= 4 ? head.readUInt32BE(0) : undefined;
        let places;
        if (magic === FAT_MAGIC || magic === FAT_MAGIC_64) {
            places = await readFatHeader(reader, head, magic === FAT_MAGIC_64, size, budget);
        }
        else if (isMachOMagic(head)) {
            places = [{ index: 1, offset: 0, size }];
        }
        else if (head.equals(AR_MAGIC)) {
            return { kind: 'static-library' };
        }
        else {
            return { kind: 'not-macho', magic: head.subarray(0, 4).toString('hex') };
        }
        const tally = { kept: 0, imports: 0 };
        for (const place of places) {
            if (!(await reader.skipTo(place.offset)))
                throw truncated(reader, `slice ${place.index} at byte ${place.offset}`);
            await readSlice(reader, place, head, budget, tally, slices, selectors);
        }
        return { kind: 'macho', slices };
    }
    catch (error) {
        if (error instanceof MalformedMachO)
            return { kind: 'malformed', detail: error.detail, slices };
        if (error instanceof StaticLibrary)
            return { kind: 'static-library' };
        throw error;
    }
    finally {
        await reader.close();
    }
}
/** A thin Mach-O header's magic, either way round (a big-endian one is PowerPC's). */
function isMachOMagic(head) {
    if (head.length < 4)
        return false;
    return [MH_MAGIC, MH_MAGIC_64].some(m => head.readUInt32LE(0) === m || head.readUInt32BE(0) === m);
}
/**
 * The slices a fat header lists (fat_arch or fat_arch_64 entries, big-endian), in file order. They
 * must lie after the header, within the file, and apart from each other.
 */
async function readFatHeader(reader, head, is64, fileSize, budget) {
    if (head.length < 8)
        throw truncated(reader, 'the fat header');
    const count = head.readUInt32BE(4);
    budget.machoSlices(count);
    if (count === 0)
        throw new MalformedMachO('the fat header lists no architectures');
    const entryBytes = is64 ? 32 : 20;
    const table = await reader.read(count * entryBytes);
    if (table.length < count * entryBytes)
        throw truncated(reader, 'the fat header');
    const places = [];
    for (let i = 0; i < count; i++) {
        const at = i * entryBytes;
        const offset = is64 ? Number(table.readBigUInt64BE(at + 8)) : table.readUInt32BE(at + 8);
        const size = is64 ? Number(table.readBigUInt64BE(at + 16)) : table.readUInt32BE(at + 12);
        const place = {
            index: i + 1,
            offset,
            size,
            cpuType: table.readUInt32BE(at),
            cpuSubtype: table.readUInt32BE(at + 4)
        };
        if (offset + size > fileSize) {
            throw new MalformedMachO(`slice ${place.index} runs to byte ${(0,format/* formatCount */.B4)(offset + size)} of a file of ${(0,format/* formatCount */.B4)(fileSize)}`);
        }
        places.push(place);
    }
    places.sort((a, b) => a.offset - b.offset);
    let end = 8 + count * entryBytes;
    let previous = 'the fat header';
    for (const place of places) {
        if (place.offset < end) {
            throw new MalformedMachO(`slice ${place.index} at byte ${(0,format/* formatCount */.B4)(place.offset)} overlaps ${previous}`);
        }
        end = place.offset + place.size;
        previous = `slice ${place.index}`;
    }
    return places;
}
/** One slice, from its header on; what it learns goes into `slices` at once, to be kept if it lies. */
async function readSlice(reader, place, fileHead, budget, tally, slices, selectors) {
    const header = await readMachHeader(reader, place, fileHead);
    const slice = {
        arch: archName(header.cputype, header.cpusubtype),
        fileType: header.filetype === undefined ? undefined : fileTypeName(header.filetype),
        encrypted: false,
        signed: header.bigEndian ? undefined : false,
        segments: [],
        imports: [],
        selectors: []
    };
    slices.push(slice);
    if (place.cpuType !== undefined && place.cpuType !== header.cputype) {
        throw new MalformedMachO(`slice ${place.index} is ${archName(place.cpuType, place.cpuSubtype ?? 0)} in the fat header and ${slice.arch} in its own`);
    }
    // A big-endian slice is PowerPC's: its architecture says enough, and no iOS device runs it.
    if (header.bigEndian)
        return;
    const commands = await readLoadCommandBytes(reader, place, header, budget);
    const { cputype: cpuType, is64 } = header;
    const data = readLoadCommands(commands, header.ncmds, { cpuType, is64 }, slice);
    const commandsEnd = header.sizeofHeader + header.sizeofcmds;
    await readSliceImports(reader, place, commandsEnd, data, is64, budget, tally, slice, selectors);
}
/** A slice's header. Throws StaticLibrary for an `ar` archive, MalformedMachO for no header. */
async function readMachHeader(reader, place, fileHead) {
    // A thin file's first 8 bytes were read already; a 32-bit header is 4 bytes shorter.
    const thin = place.cpuType === undefined;
    const first = thin ? Buffer.concat([fileHead, await reader.read(20)]) : await reader.read(28);
    if (first.subarray(0, AR_MAGIC.length).equals(AR_MAGIC))
        throw new StaticLibrary();
    const magic = first.length >= 4 ? first.readUInt32LE(0) : 0;
    const is64 = magic === MH_MAGIC_64;
    const header = is64 ? Buffer.concat([first, await reader.read(4)]) : first;
    const bigEndian = !isLittle(magic) && isMachOMagic(header);
    const sizeofHeader = is64 ? 32 : 28;
    if (header.length < (bigEndian ? 12 : sizeofHeader) || place.size < sizeofHeader) {
        throw new MalformedMachO(`slice ${place.index} ends within its header, at byte ${(0,format/* formatCount */.B4)(place.offset + Math.min(place.size, header.length))}`);
    }
    if (!bigEndian && !isLittle(magic)) {
        throw new MalformedMachO(`slice ${place.index} holds no Mach-O header (it starts with ${header.subarray(0, 4).toString('hex')})`);
    }
    const u32 = (at) => bigEndian ? header.readUInt32BE(at) : header.readUInt32LE(at);
    return {
        is64,
        bigEndian,
        sizeofHeader,
        cputype: u32(4),
        cpusubtype: u32(8),
        filetype: bigEndian ? undefined : u32(12),
        ncmds: bigEndian ? 0 : u32(16),
        sizeofcmds: bigEndian ? 0 : u32(20)
    };
}
/** The load commands' bytes, which must fit the slice and the budget. */
async function readLoadCommandBytes(reader, place, { ncmds, sizeofcmds, sizeofHeader }, budget) {
    // Each command takes 8 bytes at least: a count its bytes cannot hold is a lie, not a large file.
    if (ncmds > sizeofcmds / 8) {
        throw new MalformedMachO(`slice ${place.index} claims ${(0,format/* formatCount */.B4)(ncmds)} load commands in ${(0,format/* formatCount */.B4)(sizeofcmds)} bytes, which hold ${(0,format/* formatCount */.B4)(Math.floor(sizeofcmds / 8))} at most`);
    }
    budget.machoLoadCommandBytes(sizeofcmds);
    if (sizeofHeader + sizeofcmds > place.size) {
        throw new MalformedMachO(`the load commands of slice ${place.index} take ${(0,format/* formatCount */.B4)(sizeofcmds)} bytes where it has ${(0,format/* formatCount */.B4)(place.size - sizeofHeader)} after its header`);
    }
    const commands = await reader.read(sizeofcmds);
    if (commands.length < sizeofcmds)
        throw truncated(reader, `the end of the load commands of slice ${place.index}`);
    return commands;
}
function isLittle(magic) {
    return magic === MH_MAGIC || magic === MH_MAGIC_64;
}
/** The stream ended before `what`: the file is shorter than the zip entry said. */
function truncated(reader, what) {
    return new MalformedMachO(`the file ends at byte ${(0,format/* formatCount */.B4)(reader.position)}, before ${what}`);
}

;// CONCATENATED MODULE: ./src/ipa/loose-code.ts




/**
 * The files of the app that could be code (layout-files.ts) and are no bundle's part, each told by
 * its first bytes: the Mach-O files, static libraries and scripts among them. A file is a bundle's
 * part, and not looked at, when it is:
 * - the executable a bundle's Info.plist names (the app's, an extension's, a framework's…), or a
 *   dylib right in a `Frameworks/` folder: the rules read those whole;
 * - right in the folder of a bundle whose executable is unknown (no Info.plist, or one not read, or
 *   one without CFBundleExecutable: other checks say so), or inside a framework at the wrong place
 *   (ITMS-90680 says so);
 * - named as its folder, as Xcode names a bundle's executable (`Helper.xpc/Helper`), or the
 *   CFBundleExecutable a resource bundle names: code of a bundle this check does not judge;
 * - a watch app's `_WatchKitStub/WK`, the stub Xcode puts in watch apps of watchOS 2 to 6.
 */
async function findLooseCode(app, bundles, resourceBundles, peek) {
    const accounted = new Set(bundles.flatMap(bundle => bundle.executable?.entry ?? []));
    for (const bundle of resourceBundles) {
        const name = (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleExecutable')?.normalize('NFC');
        if (name)
            accounted.add(`${bundle.path}${name}`);
    }
    const unknownExecutable = new Set(bundles
        .filter(bundle => bundle.kind !== 'dylib' && !bundle.executable)
        .map(bundle => bundle.path));
    const misplaced = [...app.other.misplacedFrameworks];
    const found = [];
    for (const [path, { entry, executable }] of app.other.codeCandidates) {
        const folder = `${external_node_path_.posix.dirname(path)}/`;
        if (accounted.has(path) ||
            unknownExecutable.has(folder) ||
            misplaced.some(framework => path.startsWith(framework)) ||
            namedAsItsFolder(path) ||
            /\/_WatchKitStub\/WK$/s.test(path))
            continue;
        const head = await peek(entry);
        const kind = head && codeKind(head, executable);
        if (kind)
            found.push({ entry: path, ...kind });
    }
    return found;
}
/** `Helper.xpc/Helper`: a file named as the bundle folder it is right in. */
function namedAsItsFolder(path) {
    const folder = external_node_path_.posix.basename(external_node_path_.posix.dirname(path));
    const extension = external_node_path_.posix.extname(folder);
    return extension !== '' && external_node_path_.posix.basename(folder, extension) === external_node_path_.posix.basename(path);
}
/**
 * What a file's first bytes say it is, when it is code or a script: a Mach-O header either way
 * round, a fat header (whose count of slices is small: a Java class file starts with the same magic
 * and its version, 45 or more, in their place), an `ar` archive, or `#!` in a file marked
 * executable. Anything else (an image, a text, a file too short to tell) is not code.
 */
function codeKind(head, executable) {
    if (head.length >= 8 && head.subarray(0, 8).equals(AR_MAGIC))
        return { kind: 'static-library' };
    if (executable && head.length >= 2 && head.toString('latin1', 0, 2) === '#!')
        return { kind: 'script' };
    if (head.length < 8)
        return undefined;
    const little = head.readUInt32LE(0);
    if (little === MH_MAGIC || little === MH_MAGIC_64)
        return head.length >= 16
            ? { kind: 'macho', fileType: fileTypeName(head.readUInt32LE(12)) }
            : { kind: 'macho' };
    const big = head.readUInt32BE(0);
    if (big === MH_MAGIC || big === MH_MAGIC_64)
        return { kind: 'macho' };
    const slices = head.readUInt32BE(4);
    if ((big === FAT_MAGIC || big === FAT_MAGIC_64) && slices > 0 && slices < 45)
        return { kind: 'macho' };
    return undefined;
}

// EXTERNAL MODULE: ./src/ipa/rules/icons.ts
var icons = __webpack_require__(1078);
;// CONCATENATED MODULE: ./src/ipa/app-store-facts.ts



/**
 * What the App Store rules read of the IPA: every bundle (the app, its extensions, watch app, App
 * Clips, and the frameworks in the `Frameworks/` folder of any of them) with its Info.plist, its
 * executable read as Mach-O, its provisioning profile, and what its privacy manifest declares; and
 * every loose dylib in those folders, read as Mach-O; then every other privacy manifest deeper in
 * each bundle, for its content alone. Plists read already (by path) are not read again.
 */
async function appStoreFacts(app, plists, reading, now) {
    const collecting = { plists, reading, factsOf: new Map() };
    // The app and the bundles nested in it first: the frameworks' and dylibs' holders among them.
    const main = await bundleFacts(app, collecting);
    const bundles = [main];
    for (const nested of app.nested.values())
        bundles.push(await bundleFacts(nested, collecting));
    for (const framework of app.frameworks.values())
        bundles.push(await bundleFacts(framework, collecting));
    bundles.push(...(await dylibFacts(app, collecting)));
    // Then the rest of the app: its resource bundles, its frameworks at wrong places, its loose code.
    const resourceBundles = await resourceBundleFacts(app, reading);
    const looseCode = await findLooseCode(app, bundles, resourceBundles, reading.peek);
    const misplacedFrameworks = [...app.other.misplacedFrameworks];
    // The manifests deeper in each bundle last, so that many of them cannot keep the rest unread.
    for (const [entries, facts] of collecting.factsOf)
        for (const manifest of entries.otherPrivacyManifests)
            await readManifest(manifest, false, facts, reading);
    const libraryPaths = [...app.frameworks.keys(), ...app.dylibs.keys()];
    return {
        app: main,
        bundles,
        now,
        resourceBundles,
        looseCode,
        misplacedFrameworks,
        libraryPaths
    };
}
/** One bundle's facts: its Info.plist, executable, profile and privacy manifests, what was not read. */
async function bundleFacts(entries, { plists, reading, factsOf }) {
    const plist = plists.has(entries.path)
        ? plists.get(entries.path)
        : entries.infoPlist && (await reading.readPlist(entries.infoPlist, 'plist'));
    const { kind, path, watch } = entries;
    const facts = { kind, path, plist, watch };
    if (kind === 'app')
        await addAppFiles(facts, entries, reading);
    if (entries.holder)
        facts.container = factsOf.get(entries.holder);
    factsOf.set(entries, facts);
    if (entries.hasFrameworksFolder)
        facts.frameworksFolder = `${entries.path}Frameworks/`;
    // The layout keys names in NFC (layout.ts): the plist's name is looked up the same way.
    const name = plist && (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleExecutable')?.normalize('NFC');
    const entry = name ? entries.files.get(name) : undefined;
    // One that is there but cannot be read is the unreadable-entry problem already: no more is said.
    const read = entry && (await reading.readExecutable(entry));
    if (name && (!entry || read))
        facts.executable = { entry: `${entries.path}${name}`, read };
    const profile = entries.profile && (await reading.readProfile(entries.profile));
    if (profile)
        facts.profile = { entry: `${entries.path}embedded.mobileprovision`, read: profile };
    if (entries.privacyManifests.length > 0) {
        facts.privacyTypes = [];
        for (const manifest of entries.privacyManifests) {
            const content = await readManifest(manifest, true, facts, reading);
            facts.privacyTypes.push(...declaredTypes(content));
        }
    }
    const notRead = partsNotRead(entries, entry, reading);
    if (notRead.size > 0)
        facts.notRead = notRead;
    return facts;
}
/**
 * The app's file names and storyboards, which its icon and launch storyboard rules read: the app's
 * alone, as an archive may hold thousands of other bundles. Its icon files' sizes, when it has no
 * asset catalog to hold its icons (icon-rules.ts).
 */
async function addAppFiles(facts, entries, reading) {
    const files = new Set(entries.files.keys());
    Object.assign(facts, { files, storyboards: entries.storyboards ?? new Set() });
    if (facts.plist && !files.has(icons/* ASSET_CATALOG */.JH))
        facts.iconSizes = await iconSizes(entries, (0,icons/* iconFiles */.f8)(facts.plist, files), reading);
}
/** The parts of a bundle not read within the read budget, by kind. */
function partsNotRead(entries, executable, reading) {
    const byKind = [
        [entries.infoPlist, 'plist'],
        [executable, 'executable'],
        [entries.profile, 'profile'],
        ...entries.privacyManifests.map(manifest => [manifest, 'manifest'])
    ];
    return new Set(byKind.flatMap(([part, partKind]) => (part && reading.notRead(part) ? [partKind] : [])));
}
/** A manifest read and kept, with its content, among its bundle's (privacyManifests). */
async function readManifest(manifest, declares, facts, reading) {
    const content = await reading.readPlist(manifest, 'manifest');
    (facts.privacyManifests ??= []).push({ entry: manifest.fileName, content, declares });
    return content;
}
/** The loose dylibs of the bundles' `Frameworks/` folders that read as Mach-O. */
async function dylibFacts(app, { reading, factsOf }) {
    const dylibs = [];
    for (const [path, { entry, holder }] of app.dylibs) {
        const read = await reading.readExecutable(entry);
        if (!read)
            continue;
        const container = factsOf.get(holder);
        const executable = { entry: path, read };
        dylibs.push({ kind: 'dylib', path, executable, watch: holder.watch, container });
    }
    return dylibs;
}
/** The app's resource bundles whose Info.plist could be read. */
async function resourceBundleFacts(app, reading) {
    const resourceBundles = [];
    for (const [path, { infoPlist, files }] of app.other.resourceBundles) {
        const plist = infoPlist && (await reading.readResourcePlist(infoPlist));
        if (plist)
            resourceBundles.push({ path, plist, files });
    }
    return resourceBundles;
}
/** The size of each icon file (at most MAX_ICON_FILES) that was read; one not read is left out. */
async function iconSizes(entries, names, reading) {
    const sizes = new Map();
    if (names.length > icons/* MAX_ICON_FILES */.DW)
        return sizes;
    for (const name of names) {
        const entry = entries.files.get(name);
        if (!entry)
            continue;
        const read = await reading.readPngSize(entry);
        if (read)
            sizes.set(name, read.size);
    }
    return sizes;
}
/** The NSPrivacyAccessedAPIType values of a privacy manifest (none when it cannot be read). */
function declaredTypes(manifest) {
    const accessed = manifest && (0,ipa_plist/* ownValue */.eC)(manifest, 'NSPrivacyAccessedAPITypes');
    if (!Array.isArray(accessed))
        return [];
    return accessed.flatMap(item => {
        const type = (0,ipa_plist/* isPlistDict */.$q)(item) ? (0,ipa_plist/* stringValue */.r$)(item, 'NSPrivacyAccessedAPIType') : undefined;
        return type ? [type] : [];
    });
}

// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/ipa/byte-source.ts

/**
 * The source could not give the bytes asked for (a storage that refused, or answered other bytes):
 * nothing about the archive, and no verdict may be drawn from what was read. Its cause says why.
 */
class SourceFailure extends Error {
    constructor(cause) {
        super(cause instanceof Error ? cause.message : String(cause), { cause });
        this.name = 'SourceFailure';
    }
}
/** A file, opened for reading; refused when the path names anything but a file. */
async function openFileSource(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw new Error(`${file} is not a file`);
        return {
            size: stats.size,
            read: async (buffer, offset, length, position) => (await handle.read(buffer, offset, length, position)).bytesRead,
            close: () => handle.close()
        };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/ipa/layout-files.ts
/**
 * What the layout keeps of the app's other files, for the rules on its structure: the files that
 * could be code (their first bytes say what they are: ITMS-90171, ITMS-90035), the resource bundles
 * with their Info.plists (ITMS-90535), and the frameworks that are not in a `Frameworks/` folder
 * (ITMS-90680). From entry names and Unix modes alone; names are NFC already (layout.ts).
 */
const emptyAppFiles = () => ({
    codeCandidates: new Map(),
    resourceBundles: new Map(),
    misplacedFrameworks: new Set()
});
/** Named as what the linker makes besides executables: a library or an object file. */
const CODE_EXTENSIONS = new Set(['dylib', 'so', 'a', 'o']);
/**
 * The Unix mode a zip entry's external attributes hold, when the archiver says it wrote one (made
 * on Unix, 3, or on OS X, 19, as `ditto` and `zip` do); undefined otherwise, or when it is 0.
 */
function unixMode(versionMadeBy, externalFileAttributes) {
    const host = versionMadeBy >>> 8;
    const mode = externalFileAttributes >>> 16;
    return (host === 3 || host === 19) && mode !== 0 ? mode : undefined;
}
/** One entry of the app (`relative` to its folder, `path` the whole name), with its Unix mode. */
function addAppFile(files, app, relative, entry, mode) {
    const segments = relative.split('/');
    const folder = relative.endsWith('/');
    if (folder)
        segments.pop();
    const misplaced = segments.findIndex((segment, i) => segment.endsWith('.framework') && segments[i - 1] !== 'Frameworks');
    if (misplaced >= 0)
        files.misplacedFrameworks.add(`${app}${segments.slice(0, misplaced + 1).join('/')}/`);
    if (folder || relative === '')
        return;
    const name = segments.at(-1);
    const parent = segments.slice(0, -1).join('/');
    if (parent.endsWith('.bundle')) {
        const bundlePath = `${app}${parent}/`;
        let bundle = files.resourceBundles.get(bundlePath);
        if (!bundle)
            files.resourceBundles.set(bundlePath, (bundle = { files: new Set() }));
        bundle.files.add(name);
        if (name === 'Info.plist')
            bundle.infoPlist = entry;
    }
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
    const executable = mode !== undefined && (mode & 0o111) !== 0;
    const couldBeCode = executable ||
        (extension !== undefined && CODE_EXTENSIONS.has(extension)) ||
        (extension === undefined && (mode === undefined || relative.includes('.dSYM/')));
    if (couldBeCode)
        files.codeCandidates.set(`${app}${relative}`, { entry, executable });
}

;// CONCATENATED MODULE: ./src/ipa/layout.ts
/**
 * Where the parts of an IPA are, from entry names alone: the `Payload/` folder, the apps in it, and
 * in the main app its Info.plist, provisioning profile, signature and nested bundles. Generic over
 * the entry type so that it reads names from a zip or from a plain list.
 *
 * Names are compared as a device compares them: in Unicode normal form C. A macOS archiver writes
 * `Café.app` decomposed (NFD) where Info.plist says it composed; both are the same name. Paths and
 * file names here are normalised; each entry keeps its own name, to be read by.
 */

// Longest first: a watch app's extensions sit inside the watch app.
const WATCH_APP = /^Watch\/[^/]+\.app\//;
const NESTED_BUNDLE = [
    { pattern: /^Watch\/[^/]+\.app\/PlugIns\/[^/]+\.appex\//, kind: 'extension' },
    { pattern: /^(?:PlugIns|Extensions)\/[^/]+\.appex\//, kind: 'extension' },
    { pattern: WATCH_APP, kind: 'watch-app' },
    { pattern: /^AppClips\/[^/]+\.app\//, kind: 'app-clip' }
];
// `s`: a name may hold a line break, and is still a name.
const PAYLOAD = /^((?:[^/]+\/)*?)Payload\/(.*)$/s;
/** Within a bundle: a framework in its `Frameworks/` folder, or a loose dylib right in it. */
const FRAMEWORK = /^Frameworks\/[^/]+\.framework\//s;
const DYLIB = /^Frameworks\/[^/]+\.dylib$/s;
/** Finder's resource forks and AppleDouble files are not part of the app. */
function isMacMetadata(name) {
    if (name.startsWith('__MACOSX/'))
        return true;
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    return base.slice(base.lastIndexOf('/') + 1).startsWith('._');
}
class LayoutBuilder {
    /** Apps by payload root, then by path. */
    roots = new Map();
    /** The folders seen in each of the first few folders of the archive, by the folder's path. */
    folders = new Map();
    /** `mode`: the entry's Unix mode, when the zip has one (layout-files.ts). */
    add(entryName, entry, mode) {
        const name = entryName.normalize('NFC');
        if (isMacMetadata(name))
            return;
        this.addFolders(name);
        const payload = PAYLOAD.exec(name);
        if (!payload)
            return;
        const [, root, inside] = payload;
        let apps = this.roots.get(root);
        if (!apps)
            this.roots.set(root, (apps = new Map()));
        const slash = inside.indexOf('/');
        const folder = inside.slice(0, slash);
        if (slash < 0 || !folder.endsWith('.app'))
            return;
        const path = `${root}Payload/${folder}/`;
        let app = apps.get(path);
        if (!app)
            apps.set(path, (app = {
                ...emptyBundle(path, 'app', false),
                nested: new Map(),
                frameworks: new Map(),
                dylibs: new Map(),
                other: emptyAppFiles()
            }));
        addToApp(app, inside.slice(slash + 1), entry);
        addAppFile(app.other, path, inside.slice(slash + 1), entry, mode);
    }
    /** The layout under the root that holds apps, preferring the archive root, then the shallowest. */
    build() {
        const candidates = [...this.roots.entries()].sort(([a, appsA], [b, appsB]) => Number(appsB.size > 0) - Number(appsA.size > 0) || depth(a) - depth(b));
        const chosen = candidates[0];
        if (!chosen)
            return { root: '', hasPayload: false, apps: [] };
        const beside = [...(this.folders.get(chosen[0]) ?? [])].filter(name => name !== 'Payload');
        const layout = { root: chosen[0], hasPayload: true, apps: [...chosen[1].values()] };
        return beside.length > 0 ? { ...layout, rootFolders: beside } : layout;
    }
    /** The folders of the first levels of the archive, where a payload root may be. */
    addFolders(name) {
        const parts = name.split('/').slice(0, -1);
        for (let depth = 0; depth < Math.min(parts.length, FOLDER_DEPTH); depth++) {
            const parent = parts.slice(0, depth).join('/');
            const key = parent === '' ? '' : `${parent}/`;
            let names = this.folders.get(key);
            if (!names)
                this.folders.set(key, (names = new Set()));
            names.add(parts[depth]);
        }
    }
}
/** How deep a payload root's folders are noted: the archive root and two folders down. */
const FOLDER_DEPTH = 3;
function addToApp(app, relative, entry) {
    addToBundle(app, relative, entry);
    let holder = app;
    let inHolder = relative;
    for (const { pattern, kind } of NESTED_BUNDLE) {
        const match = pattern.exec(relative);
        if (!match)
            continue;
        // A watch app's extension implies the watch app, even in a zip without folder entries.
        const watchApp = WATCH_APP.exec(match[0]);
        if (watchApp)
            nestedBundle(app, watchApp[0], 'watch-app');
        holder = nestedBundle(app, match[0], kind);
        inHolder = relative.slice(match[0].length);
        addToBundle(holder, inHolder, entry);
        break;
    }
    const framework = FRAMEWORK.exec(inHolder);
    if (framework) {
        const path = holder.path + framework[0];
        let bundle = app.frameworks.get(path);
        if (!bundle) {
            bundle = { ...emptyBundle(path, 'framework', holder.watch), holder };
            app.frameworks.set(path, bundle);
        }
        addToBundle(bundle, inHolder.slice(framework[0].length), entry);
        addOtherManifest(bundle, inHolder.slice(framework[0].length), entry);
    }
    else if (DYLIB.test(inHolder)) {
        app.dylibs.set(holder.path + inHolder, { entry, holder });
    }
    else
        addOtherManifest(holder, inHolder, entry);
}
/** A privacy manifest deeper in the bundle than its documented places, kept by the innermost bundle. */
function addOtherManifest(bundle, relative, entry) {
    if (OTHER_PRIVACY_MANIFEST.test(relative) && !PRIVACY_MANIFEST.test(relative))
        bundle.otherPrivacyManifests.push(entry);
}
/** A file of the bundle itself (`relative` to its folder): what the checks read of it. */
function addToBundle(bundle, relative, entry) {
    if (relative === 'Info.plist')
        bundle.infoPlist = entry;
    else if (relative === 'embedded.mobileprovision')
        bundle.profile = entry;
    else if (PRIVACY_MANIFEST.test(relative))
        bundle.privacyManifests.push(entry);
    else if (isSignatureFile(relative))
        bundle.hasCodeSignature = true;
    else if (relative.startsWith('Frameworks/'))
        bundle.hasFrameworksFolder = true;
    const storyboard = STORYBOARD.exec(relative)?.[1];
    // Made at the first one: most bundles hold none, and an archive may hold thousands of bundles.
    if (storyboard)
        (bundle.storyboards ??= new Set()).add(storyboard);
    if (relative !== '' && !relative.includes('/'))
        bundle.files.set(relative, entry);
}
const PRIVACY_MANIFEST = /^(?:[^/]+\.bundle\/)?PrivacyInfo\.xcprivacy$/s;
const OTHER_PRIVACY_MANIFEST = /\/PrivacyInfo\.xcprivacy$/s;
/**
 * A storyboard's folder (compiled) or file, or a compiled XIB (`.nib`, a file or a folder), at the
 * root or in a `.lproj` folder: its name.
 */
const STORYBOARD = /^(?:[^/]+\.lproj\/)?([^/]+\.(?:storyboardc?|nib))(?:\/|$)/s;
function emptyBundle(path, kind, watch) {
    return {
        path,
        kind,
        watch,
        hasCodeSignature: false,
        hasFrameworksFolder: false,
        files: new Map(),
        privacyManifests: [],
        otherPrivacyManifests: []
    };
}
function nestedBundle(app, relativePath, kind) {
    const path = app.path + relativePath;
    let bundle = app.nested.get(path);
    const watch = WATCH_APP.test(relativePath);
    if (!bundle)
        app.nested.set(path, (bundle = emptyBundle(path, kind, watch)));
    return bundle;
}
/** A file inside `_CodeSignature/`: the folder alone signs nothing. */
function isSignatureFile(relative) {
    return relative.startsWith('_CodeSignature/') && !relative.endsWith('/');
}
function depth(root) {
    return root.split('/').length;
}

// EXTERNAL MODULE: ./src/ipa/limits.ts
var limits = __webpack_require__(6);
;// CONCATENATED MODULE: ./src/ipa/cms.ts
/**
 * Just enough BER to take the signed content out of a CMS (PKCS#7) SignedData envelope, as found in
 * an `embedded.mobileprovision`. Apple writes it with indefinite lengths and the content split into
 * OCTET STRING chunks, so this reads BER, not only DER. Nothing here checks the signature.
 *
 * Every element walked counts against the read budget (an indefinite length is found by walking what
 * it holds, so an element may be walked more than once): a constructed string of millions of empty
 * pieces, or nests of indefinite lengths, stop there.
 */

const MAX_DEPTH = 16;
const SIGNED_DATA_OID = Buffer.from('2a864886f70d010702', 'hex');
const TAG = { sequence: 0x30, oid: 0x06, octetString: 0x04, explicit0: 0xa0 };
/**
 * The encapsulated content of a SignedData envelope, or undefined when the bytes are not one; throws
 * a ReadLimitError when walking it would go past the budget.
 */
function signedContent(data, budget = new limits/* ReadBudget */.QT()) {
    try {
        return new Envelope(data, budget).content();
    }
    catch (error) {
        if (error instanceof limits/* ReadLimitError */.mF)
            throw error;
        return undefined;
    }
}
class Envelope {
    data;
    budget;
    constructor(data, budget) {
        this.data = data;
        this.budget = budget;
    }
    content() {
        const { data } = this;
        const contentInfo = this.readTlv(0, 0);
        if (contentInfo.tag !== TAG.sequence)
            return undefined;
        const [type, wrapped] = this.children(contentInfo, 0);
        if (type?.tag !== TAG.oid ||
            !data.subarray(type.contentStart, type.contentEnd).equals(SIGNED_DATA_OID))
            return undefined;
        const signedData = wrapped?.tag === TAG.explicit0 ? this.children(wrapped, 1)[0] : undefined;
        if (signedData?.tag !== TAG.sequence)
            return undefined;
        // SignedData: version, digestAlgorithms, encapContentInfo, …
        const encapsulated = this.children(signedData, 2)[2];
        if (encapsulated?.tag !== TAG.sequence)
            return undefined;
        const eContent = this.children(encapsulated, 3)[1];
        if (eContent?.tag !== TAG.explicit0)
            return undefined;
        const octets = this.children(eContent, 4)[0];
        if (octets === undefined || (octets.tag & 0x1f) !== TAG.octetString)
            return undefined;
        return Buffer.concat(this.octetChunks(octets, 5));
    }
    readTlv(start, depth) {
        if (depth > MAX_DEPTH)
            throw new RangeError('nested too deep');
        this.budget.cmsElement();
        let pos = start;
        const tag = this.byteAt(pos++);
        if ((tag & 0x1f) === 0x1f)
            throw new RangeError('high tag numbers are not used here');
        const constructed = (tag & 0x20) !== 0;
        const first = this.byteAt(pos++);
        if (first === 0x80) {
            if (!constructed)
                throw new RangeError('indefinite length on a primitive');
            const contentStart = pos;
            let cursor = contentStart;
            while (!(this.byteAt(cursor) === 0 && this.byteAt(cursor + 1) === 0)) {
                cursor = this.readTlv(cursor, depth + 1).end;
            }
            return { tag, constructed, contentStart, contentEnd: cursor, end: cursor + 2 };
        }
        let length = first;
        if (first > 0x80) {
            const count = first & 0x7f;
            if (count > 4)
                throw new RangeError('length too large');
            length = 0;
            for (let i = 0; i < count; i++)
                length = length * 256 + this.byteAt(pos++);
        }
        const end = pos + length;
        if (end > this.data.length)
            throw new RangeError('element runs past the end');
        return { tag, constructed, contentStart: pos, contentEnd: end, end };
    }
    children(parent, depth) {
        if (!parent.constructed)
            return [];
        const list = [];
        for (let pos = parent.contentStart; pos < parent.contentEnd;) {
            const child = this.readTlv(pos, depth + 1);
            list.push(child);
            pos = child.end;
        }
        return list;
    }
    /** A constructed OCTET STRING is a list of OCTET STRINGs: gather their bytes in order. */
    octetChunks(octets, depth) {
        if (!octets.constructed)
            return [this.data.subarray(octets.contentStart, octets.contentEnd)];
        return this.children(octets, depth).flatMap(child => this.octetChunks(child, depth + 1));
    }
    byteAt(pos) {
        const value = this.data[pos];
        if (value === undefined)
            throw new RangeError('unexpected end');
        return value;
    }
}

;// CONCATENATED MODULE: ./src/ipa/provisioning-profile.ts



const XML_START = Buffer.from('<?xml');
const PLIST_END = Buffer.from('</plist>');
/**
 * Reads an `embedded.mobileprovision`: the property list signed inside its CMS envelope. Throws a
 * PlistError when no readable property list is there, a ReadLimitError when reading it would go past
 * the budget (a budget of its own by default).
 */
function readProvisioningProfile(data, budget = new limits/* ReadBudget */.QT()) {
    const plist = (0,ipa_plist/* parsePlist */.W_)(profilePlistBytes(data, budget), budget);
    if (!(0,ipa_plist/* isPlistDict */.$q)(plist))
        throw new ipa_plist/* PlistError */.bE('the profile is not a dictionary');
    const entitlementsValue = (0,ipa_plist/* ownValue */.eC)(plist, 'Entitlements');
    const entitlements = (0,ipa_plist/* isPlistDict */.$q)(entitlementsValue) ? entitlementsValue : {};
    const teamsValue = (0,ipa_plist/* ownValue */.eC)(plist, 'TeamIdentifier');
    const teams = Array.isArray(teamsValue) ? teamsValue : [];
    const expiration = (0,ipa_plist/* ownValue */.eC)(plist, 'ExpirationDate');
    const prefixes = (0,ipa_plist/* ownValue */.eC)(plist, 'ApplicationIdentifierPrefix');
    return {
        name: (0,ipa_plist/* stringValue */.r$)(plist, 'Name'),
        teamName: (0,ipa_plist/* stringValue */.r$)(plist, 'TeamName'),
        teamIdentifier: typeof teams[0] === 'string' ? teams[0] : undefined,
        appId: (0,ipa_plist/* stringValue */.r$)(entitlements, 'application-identifier'),
        appIdPrefixes: Array.isArray(prefixes)
            ? prefixes.filter(prefix => typeof prefix === 'string')
            : undefined,
        expirationDate: expiration instanceof Date && !Number.isNaN(expiration.getTime()) ? expiration : undefined,
        kind: profileKind(plist, entitlements),
        apsEnvironment: (0,ipa_plist/* stringValue */.r$)(entitlements, 'aps-environment')
    };
}
/** The signed property list: walk the envelope, else look for the XML as most tools do. */
function profilePlistBytes(data, budget = new limits/* ReadBudget */.QT()) {
    const content = signedContent(data, budget);
    if (content !== undefined && content.length > 0)
        return content;
    const start = data.indexOf(XML_START);
    const end = start < 0 ? -1 : data.indexOf(PLIST_END, start);
    if (end < 0)
        throw new ipa_plist/* PlistError */.bE('no property list inside the profile');
    return data.subarray(start, end + PLIST_END.length);
}
/**
 * Development profiles let a debugger attach (`get-task-allow`); ad hoc ones list devices,
 * enterprise (in-house) ones provision all devices, and App Store ones do neither.
 */
function profileKind(plist, entitlements) {
    if ((0,ipa_plist/* ownValue */.eC)(entitlements, 'get-task-allow') === true)
        return 'development';
    if ((0,ipa_plist/* ownValue */.eC)(plist, 'ProvisionsAllDevices') === true)
        return 'enterprise';
    if (Array.isArray((0,ipa_plist/* ownValue */.eC)(plist, 'ProvisionedDevices')))
        return 'ad-hoc';
    return 'app-store';
}

// EXTERNAL MODULE: ./src/ipa/rules/push-rules.ts
var push_rules = __webpack_require__(516);
// EXTERNAL MODULE: ./src/ipa/rules/required-reason-apis.ts
var required_reason_apis = __webpack_require__(9988);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/ipa/zip-reader.ts




/** Reads the file in windows: a central directory of many small records costs a few reads. */
const WINDOW_BYTES = 64 * 1024;
/**
 * yauzl's source of bytes: reads ranges of the archive's source, keeps the last window (yauzl reads a
 * central directory record in two small pieces) and counts every byte taken from it.
 * Entries are read with `readEntry` below, not with yauzl's streams, which this does not serve.
 */
class CountingReader extends yauzl.RandomAccessReader {
    source;
    bytesRead = 0;
    window;
    /**
     * The window's memory, filled again by each read that misses it: thousands of plists read one
     * window apart would otherwise leave thousands of 64 KiB buffers for the collector.
     */
    windowMemory = Buffer.allocUnsafe(WINDOW_BYTES);
    size;
    constructor(source) {
        super();
        this.source = source;
        this.size = source.size;
    }
    read(buffer, offset, length, position, callback) {
        // Always answers asynchronously, so yauzl's loop over entries cannot grow the stack.
        this.readAt(position, length).then(data => callback(null, data.copy(buffer, offset)), (error) => callback(error));
    }
    close(callback) {
        // The caller owns the source and closes it.
        setImmediate(() => callback(null));
    }
    /** `length` bytes from `position`, in chunks as they are read and counted (see zip-stream.ts). */
    async *chunks(position, length, chunkBytes) {
        for (let at = position; at < position + length;) {
            const data = Buffer.allocUnsafe(Math.min(chunkBytes, position + length - at));
            const bytesRead = await this.fromSource(data, 0, data.length, at);
            if (bytesRead === 0)
                throw new Error('the entry runs past the end of the file');
            this.bytesRead += bytesRead;
            at += bytesRead;
            yield data.subarray(0, bytesRead);
        }
    }
    /** What will be read, told to the source ahead (see ByteSource.prefetch). */
    async prefetch(ranges) {
        try {
            await this.source.prefetch?.(ranges);
        }
        catch (error) {
            throw new SourceFailure(error);
        }
    }
    /** The source's read; its failure is the source's, not the archive's (SourceFailure). */
    async fromSource(buffer, offset, length, position) {
        try {
            return await this.source.read(buffer, offset, length, position);
        }
        catch (error) {
            throw new SourceFailure(error);
        }
    }
    /**
     * Up to `length` bytes at `position` (fewer only at the end of the file). They may lie in the
     * window's memory, which the next read fills again: use them before reading more.
     */
    async readAt(position, length) {
        const cached = this.window;
        if (cached &&
            position >= cached.start &&
            position + length <= cached.start + cached.data.length) {
            const from = position - cached.start;
            return cached.data.subarray(from, from + length);
        }
        const want = Math.max(0, Math.min(Math.max(length, WINDOW_BYTES), this.size - position));
        const data = want <= WINDOW_BYTES ? this.windowMemory.subarray(0, want) : Buffer.allocUnsafe(want);
        let filled = 0;
        // The rest of the window only as far as the source gives it at once: a remote source gives
        // what it holds already, and is asked for no more than `length`.
        while (filled < length) {
            const bytesRead = await this.fromSource(data, filled, want - filled, position + filled);
            if (bytesRead === 0)
                break; // the file shrank under us
            filled += bytesRead;
        }
        this.bytesRead += filled;
        this.window = { start: position, data: data.subarray(0, filled) };
        return this.window.data.subarray(0, Math.min(length, filled));
    }
}
/**
 * Opens the archive. Names are decoded here (`entryName`), not by yauzl: its check of each name
 * splits it at every `/`, and its CP437 decoding adds one character at a time, so 32 MiB of names
 * such as `a/a/a/…` cost it seconds.
 */
function openZip(reader) {
    return yauzl.fromRandomAccessReaderPromise(reader, reader.size, {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true
    });
}
/** Two entries share bytes of the file; named by path, or by their place in the central directory. */
class OverlapError extends Error {
    first;
    second;
    constructor(first, second) {
        super(`${first} and ${second} overlap`);
        this.first = first;
        this.second = second;
        this.name = 'OverlapError';
    }
}
/** A local file header before the name and extra field that follow it. */
const LOCAL_HEADER_BYTES = 30;
/** The longest extra field a local header may have (its length is 16 bits). */
const MAX_EXTRA_BYTES = 0xffff;
/**
 * Where each entry lies in the file, from the central directory: its local header's offset, and the
 * least it can take (the header and its compressed data; the name and extra field are only known
 * from the local header itself). Entries that share bytes are refused, a zip bomb's way to inflate
 * one compressed stream many times.
 */
class EntryLayout {
    starts = [];
    ends = [];
    /** The starts in file order, when the central directory lists entries in another order. */
    sortedStarts;
    inOrder = true;
    previousName = '';
    add(entry) {
        const start = entry.relativeOffsetOfLocalHeader;
        const end = start + LOCAL_HEADER_BYTES + entry.compressedSize;
        const last = this.starts.length - 1;
        if (last >= 0) {
            const previousStart = this.starts[last];
            if (start < previousStart)
                this.inOrder = false;
            // Listed in file order (as zip tools write them): the overlap is named by the two paths.
            else if (start < this.ends[last])
                throw new OverlapError(this.previousName, entry.fileName);
        }
        this.starts.push(start);
        this.ends.push(end);
        this.previousName = entry.fileName;
    }
    /** After the last entry: entries listed out of file order are sorted, then checked as above. */
    checkAll() {
        if (this.inOrder)
            return;
        const order = Array.from(this.starts.keys()).sort((a, b) => this.starts[a] - this.starts[b]);
        for (let i = 1; i < order.length; i++) {
            const [before, after] = [order[i - 1], order[i]];
            if (this.starts[after] < this.ends[before])
                throw new OverlapError(`entry ${before + 1} of the central directory`, `entry ${after + 1} of the central directory`);
        }
        this.sortedStarts = order.map(i => this.starts[i]);
    }
    /**
     * An entry about to be read, now that its local header says where its data starts: the data must
     * end before the next entry's header (the central directory cannot tell it for sure).
     */
    checkData(entry, fileDataStart) {
        const dataEnd = fileDataStart + entry.compressedSize;
        const next = this.nextHeader(entry);
        if (next !== undefined && next < dataEnd)
            throw new OverlapError(entry.fileName, `the entry whose header is at byte ${next}`);
    }
    /**
     * The bytes reading `entry` takes: its local header to the next entry's, or as far as its local
     * header, name, extra field, data and data descriptor may reach, whichever is nearer.
     */
    extent(entry) {
        const start = entry.relativeOffsetOfLocalHeader;
        const most = LOCAL_HEADER_BYTES + entry.fileNameLength + MAX_EXTRA_BYTES + entry.compressedSize + 16;
        const end = Math.min(this.nextHeader(entry) ?? Infinity, start + most);
        return { position: start, length: end - start };
    }
    /** Where the first header after the entry's own starts. */
    nextHeader(entry) {
        const starts = this.sortedStarts ?? this.starts;
        let low = 0;
        let high = starts.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (starts[middle] <= entry.relativeOffsetOfLocalHeader)
                low = middle + 1;
            else
                high = middle;
        }
        return starts[low];
    }
}
/**
 * The whole content of a small entry, once the budget allows its size. One read and a synchronous
 * inflate: cheaper than a chain of streams for the few kilobytes of a plist, and zlib stops at the
 * declared size, so a central directory that lies cannot make it inflate more.
 */
async function readEntry(zip, reader, entry, budget, layout) {
    const method = checkMethod(entry);
    budget.read(entry.fileName, Math.max(entry.uncompressedSize, entry.compressedSize));
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    layout.checkData(entry, fileDataStart);
    const raw = await reader.readAt(fileDataStart, entry.compressedSize);
    return content(raw, entry, method);
}
/**
 * An entry's content from its compressed bytes `raw` (read whole), inflated at once and checked
 * against the size and CRC-32 the zip declares. `raw` may lie in the reader's window: it is used
 * before any other read.
 */
function content(raw, entry, method) {
    if (raw.length < entry.compressedSize)
        throw new Error('the entry runs past the end of the file');
    const data = method === DEFLATED ? inflate(raw, entry.uncompressedSize) : Buffer.from(raw);
    if (data.length !== entry.uncompressedSize) {
        throw new Error(`the entry holds ${data.length} bytes where the zip says ${entry.uncompressedSize}`);
    }
    if ((0,external_node_zlib_.crc32)(data) !== entry.crc32)
        throw new Error('the entry fails its CRC-32 check');
    return data;
}
const STORED = 0;
const DEFLATED = 8;
/** The entry's compression method, when it is one this reader inflates; throws otherwise. */
function checkMethod(entry) {
    if (entry.isEncrypted())
        throw new Error('the entry is encrypted');
    const method = entry.compressionMethod;
    if (method !== STORED && method !== DEFLATED)
        throw new Error(`unsupported compression method ${method}`);
    return method;
}
function inflate(raw, declaredSize) {
    try {
        // Sized to the entry: zlib allocates a whole chunk for each call, 16 KiB by default.
        const chunkSize = Math.min(Math.max(declaredSize, 64), 64 * 1024);
        return (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: Math.max(1, declaredSize), chunkSize });
    }
    catch (error) {
        // By code, not class: the error may come from another realm (a test runner's, say).
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw new Error(`the entry inflates to more than the ${declaredSize} bytes the zip says`, {
                cause: error
            });
        throw new Error(`damaged deflate data (${(0,error_message/* errorMessage */.g)(error)})`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/ipa/zip-names.ts


/** What each byte is in CP437, the encoding of names without the UTF-8 flag: yauzl's own table. */
const CP437 = Array.from(yauzl.getFileNameLowLevel(0, Buffer.from(Array.from({ length: 256 }, (_, i) => i)), [], true), char => char.charCodeAt(0));
const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;
/**
 * An entry's name as yauzl would decode and check it (the Info-ZIP Unicode path field when its CRC
 * matches, else UTF-8 or CP437 by the flag; backslashes read as slashes), in time linear in its
 * length. Throws for an absolute name or one that climbs out with `..`, as yauzl does.
 */
function entryName(entry) {
    const raw = entry.fileName;
    let name;
    for (const field of entry.extraFields) {
        if (field.id !== UNICODE_PATH_FIELD || field.data.length < 6 || field.data[0] !== 1)
            continue;
        if ((0,external_node_zlib_.crc32)(raw) !== field.data.readUInt32LE(1))
            continue;
        name = field.data.toString('utf8', 5);
        break;
    }
    name ??= entry.generalPurposeBitFlag & UTF8_FLAG ? raw.toString('utf8') : cp437(raw);
    name = name.replace(/\\/g, '/');
    if (/^[a-zA-Z]:/.test(name) || name.startsWith('/'))
        throw new Error(`absolute path: ${name}`);
    if (/(?:^|\/)\.\.(?:\/|$)/.test(name))
        throw new Error(`invalid relative path: ${name}`);
    return name;
}
function cp437(raw) {
    // Printable ASCII is the same in CP437; control characters are not (0x0A is ◙ there).
    if (raw.every(byte => byte >= 0x20 && byte < 0x7f))
        return raw.toString('latin1');
    const codes = Uint16Array.from(raw, byte => CP437[byte]);
    let text = '';
    for (let i = 0; i < codes.length; i += 8192)
        text += String.fromCharCode(...codes.subarray(i, i + 8192));
    return text;
}

;// CONCATENATED MODULE: ./src/ipa/zip-peek.ts


/** The bytes a file's kind is told by: a Mach-O header's first 16 (magic, CPU, file type). */
const PEEK_BYTES = 16;
/**
 * Compressed bytes read to find them: deflate's block header and tables come first, a few hundred
 * bytes at most. What they inflate to is bounded by deflate's ratio (1,032 to 1), then cut.
 */
const RAW_BYTES = 1024;
const MOST_INFLATED = RAW_BYTES * 1032;
/**
 * The first `bytes` of an entry (at most 64; fewer when it is shorter), to tell what it is without
 * reading it: one small read after its local header. Its CRC-32 cannot be checked on a part: a
 * damaged entry may show other first bytes, and is never read whole here.
 */
async function peekEntry(zip, reader, entry, budget, layout, bytes = PEEK_BYTES) {
    const method = checkMethod(entry);
    budget.time();
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    layout.checkData(entry, fileDataStart);
    const length = Math.min(entry.compressedSize, RAW_BYTES);
    const raw = Buffer.from(await reader.readAt(fileDataStart, length));
    if (raw.length < length)
        throw new Error('the entry runs past the end of the file');
    const data = method === DEFLATED
        ? (0,external_node_zlib_.inflateRawSync)(raw, {
            finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH,
            maxOutputLength: MOST_INFLATED,
            chunkSize: 64 * 1024
        })
        : raw;
    return data.subarray(0, Math.min(bytes, 64));
}

;// CONCATENATED MODULE: ./src/ipa/zip-end-record.ts

/** A central directory record before its name, extra field and comment: the least one takes. */
const CENTRAL_RECORD_BYTES = 46;
/** The end of central directory record, before its comment (APPNOTE.TXT 4.3.16). */
const END_RECORD_BYTES = 22;
/** The Zip64 end of central directory locator, just before the end record (4.3.15). */
const ZIP64_LOCATOR_BYTES = 20;
/** The Zip64 end of central directory record, before its extensible data (4.3.14). */
const ZIP64_END_RECORD_BYTES = 56;
/**
 * The end record yauzl opened the archive by, read again for what yauzl keeps to itself (the
 * central directory's size): at the end of the file, before the comment yauzl checked the length
 * of, and the Zip64 record its locator points at when one comes just before it, as yauzl reads it.
 * A few bytes, from the window the opening has just read.
 */
async function centralDirectoryClaim(reader, zip) {
    // Names and comments are left undecoded (openZip): the comment is its bytes.
    const commentBytes = zip.comment.length;
    const endAt = reader.size - END_RECORD_BYTES - commentBytes;
    const locatorAt = endAt - ZIP64_LOCATOR_BYTES;
    // Each read may reuse the memory of the one before: its fields are taken before the next.
    const locator = locatorAt >= 0 ? await bytesAt(reader, locatorAt, ZIP64_LOCATOR_BYTES) : undefined;
    if (locator?.readUInt32LE(0) === 0x07064b50) {
        const recordAt = Number(locator.readBigUInt64LE(8));
        const record = await bytesAt(reader, recordAt, ZIP64_END_RECORD_BYTES);
        return {
            zip64: true,
            entries: Number(record.readBigUInt64LE(32)),
            size: Number(record.readBigUInt64LE(40)),
            offset: Number(record.readBigUInt64LE(48)),
            endsBefore: recordAt
        };
    }
    const end = await bytesAt(reader, endAt, END_RECORD_BYTES);
    return {
        zip64: false,
        entries: end.readUInt16LE(10),
        size: end.readUInt32LE(12),
        offset: end.readUInt32LE(16),
        endsBefore: endAt
    };
}
async function bytesAt(reader, position, length) {
    const data = await reader.readAt(position, length);
    if (data.length < length)
        throw new Error('the end record runs past the end of the file');
    return data;
}
/**
 * A count of entries its bytes cannot hold: each record takes 46 bytes or more, and they lie within
 * the central directory's size and before the end record. That is damage, not a large archive (as a
 * Mach-O slice claiming more load commands than its bytes hold): said as what the record claims and
 * what its bytes hold, never as a read limit. Undefined when the count fits.
 */
function impossibleEntryCount(claim) {
    const before = Math.max(0, claim.endsBefore - claim.offset);
    const room = Math.min(claim.size, before);
    const most = Math.floor(room / CENTRAL_RECORD_BYTES);
    if (claim.entries <= most)
        return undefined;
    const record = claim.zip64 ? 'its Zip64 end record' : 'its end record';
    const where = claim.size <= before
        ? `its central directory of ${(0,format/* formatCount */.B4)(claim.size)} bytes holds`
        : `the ${(0,format/* formatCount */.B4)(before)} bytes from its central directory's start to the end record hold`;
    return `${record} claims ${(0,format/* formatCount */.B4)(claim.entries)} entries, where ${where} ${(0,format/* formatCount */.B4)(most)} at most (a record takes ${CENTRAL_RECORD_BYTES} bytes or more)`;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/ipa/zip-stream.ts



/** Bytes read from the file at a time, and inflated at a time: fewer, larger chunks cost less. */
const FILE_CHUNK_BYTES = 1024 * 1024;
const INFLATE_CHUNK_BYTES = 256 * 1024;
const MIN_INFLATE_CHUNK_BYTES = 4 * 1024;
/** An executable this small, inflated and compressed, is read in one step (`atOnce`). */
const AT_ONCE_BYTES = INFLATE_CHUNK_BYTES;
/**
 * The inflated content of an entry too large to hold (an executable), as a stream: the file is read
 * as it is consumed, so memory stays flat whatever the entry's size. The stream fails if the entry
 * inflates to more or fewer bytes than the zip says, or fails its CRC-32 check at the end. Counted
 * by `budget.executable`, apart from the plists' `read`. An entry of at most AT_ONCE_BYTES, inflated
 * or not, is inflated in one step and checked before its stream gives it (`atOnce`). Destroy the
 * stream (or end its iteration) when done with it, before the file is closed.
 */
async function streamEntry(zip, reader, entry, budget, layout) {
    const method = checkMethod(entry);
    budget.executable(entry.fileName, entry.uncompressedSize);
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    layout.checkData(entry, fileDataStart);
    if (fileDataStart + entry.compressedSize > reader.size)
        throw new Error('the entry runs past the end of the file');
    if (entry.uncompressedSize <= AT_ONCE_BYTES && entry.compressedSize <= AT_ONCE_BYTES)
        return external_node_stream_.Readable.from(atOnce(reader, entry, method, fileDataStart), { objectMode: false });
    const raw = external_node_stream_.Readable.from(reader.chunks(fileDataStart, entry.compressedSize, FILE_CHUNK_BYTES), {
        objectMode: false,
        highWaterMark: FILE_CHUNK_BYTES
    });
    const checked = new CheckedContent(entry.uncompressedSize, entry.crc32, budget);
    const stages = method === DEFLATED
        ? [raw, (0,external_node_zlib_.createInflateRaw)({ chunkSize: inflateChunkBytes(entry.uncompressedSize) }), checked]
        : [raw, checked];
    // Errors reach `checked`, the stream returned; a consumer that stops early ends them all.
    (0,external_node_stream_.pipeline)(stages, () => { });
    return checked;
}
/**
 * A small executable's content (a framework of a few hundred kilobytes, as most are), read and
 * inflated in one step, as a plist is, and checked as the stream checks it: no chain of streams,
 * no inflater working in zlib's threads, for each of an app's hundreds of frameworks. It holds no
 * more than a stream's own chunk would.
 */
async function* atOnce(reader, entry, method, fileDataStart) {
    // Read as the stream reads it (one chunk, here), not from the reader's window.
    const parts = [];
    for await (const part of reader.chunks(fileDataStart, entry.compressedSize, AT_ONCE_BYTES))
        parts.push(part);
    yield content(parts.length === 1 ? parts[0] : Buffer.concat(parts), entry, method);
}
/**
 * zlib allocates a whole chunk for each stream, whatever it inflates: a small executable takes a
 * small one, so that thousands of them leave no pile of 256 KiB buffers for the collector.
 */
function inflateChunkBytes(size) {
    return Math.min(INFLATE_CHUNK_BYTES, Math.max(MIN_INFLATE_CHUNK_BYTES, size));
}
/**
 * Passes the content on, failing it when it differs from the size or CRC-32 the zip declares, or
 * when the inspection's time is up.
 */
class CheckedContent extends external_node_stream_.Transform {
    declaredSize;
    declaredCrc;
    budget;
    length = 0;
    crc = 0;
    constructor(declaredSize, declaredCrc, budget) {
        super();
        this.declaredSize = declaredSize;
        this.declaredCrc = declaredCrc;
        this.budget = budget;
    }
    _transform(chunk, _encoding, done) {
        try {
            this.budget.time();
        }
        catch (error) {
            return done(error);
        }
        this.length += chunk.length;
        if (this.length > this.declaredSize)
            return done(new Error(`the entry inflates to more than the ${this.declaredSize} bytes the zip says`));
        this.crc = (0,external_node_zlib_.crc32)(chunk, this.crc);
        done(null, chunk);
    }
    _flush(done) {
        if (this.length !== this.declaredSize)
            return done(new Error(`the entry holds ${this.length} bytes where the zip says ${this.declaredSize}`));
        if (this.crc !== this.declaredCrc)
            return done(new Error('the entry fails its CRC-32 check'));
        done();
    }
}

;// CONCATENATED MODULE: ./src/ipa/archive-session.ts















/**
 * One open archive: turns what goes wrong while reading it into problems. Past a limit of one entry
 * (ReadLimitError.ofOneEntry), that entry is not read and the next is; past a limit of the archive,
 * nothing more is read, and each read asked for after it is counted, for the warning to say what
 * was not checked (`finish`). Entries that overlap, or a limit reached in the central directory,
 * end the reading (see `inspectArchive` of inspect.ts).
 */
class ArchiveSession {
    reader;
    problems;
    budget;
    entries = new EntryLayout();
    /** Entries not read within the budget: no rule may conclude from what they would have said. */
    notRead = new Set();
    /** The limit of the archive as a whole that stopped the reading, and what was asked for after. */
    stopped;
    /** Files peeked at (`peek`), against the limit of them. */
    peeked = 0;
    constructor(reader, problems, budget) {
        this.reader = reader;
        this.problems = problems;
        this.budget = budget;
    }
    /**
     * The archive, once its end record is found and its count of entries fits its bytes; undefined
     * when it is not a zip, or a damaged one (the problem said).
     */
    async open() {
        let zip;
        try {
            zip = await openZip(this.reader);
            const damage = impossibleEntryCount(await centralDirectoryClaim(this.reader, zip));
            if (damage === undefined)
                return zip;
            this.problems.badZip(damage);
        }
        catch (error) {
            if (error instanceof SourceFailure) {
                zip?.close();
                throw error;
            }
            const message = (0,error_message/* errorMessage */.g)(error);
            if (!zip && /signature not found/i.test(message))
                this.problems.notAZip();
            else
                this.problems.badZip(message);
        }
        zip?.close();
        return undefined;
    }
    async scan(zip) {
        const builder = new LayoutBuilder();
        try {
            for await (const entry of zip.eachEntry()) {
                this.budget.entry(CENTRAL_RECORD_BYTES +
                    entry.fileNameLength +
                    entry.extraFieldLength +
                    entry.fileCommentLength, entry.extraFields.length);
                // yauzl leaves names undecoded (see openZip): from here on, `fileName` is the decoded one.
                entry.fileName = entryName(entry);
                this.entries.add(entry);
                builder.add(entry.fileName, entry, unixMode(entry.versionMadeBy, entry.externalFileAttributes));
            }
            this.entries.checkAll();
        }
        catch (error) {
            if (endsTheReading(error))
                throw error;
            this.problems.badZip((0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
        return builder.build();
    }
    async read(zip, entry, kind) {
        if (this.skipped(entry.fileName, kind))
            return undefined;
        try {
            return await readEntry(zip, this.reader, entry, this.budget, this.entries);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, kind);
            if (endsTheReading(error))
                throw error;
            this.problems.unreadableEntry(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /** An executable, read as Mach-O as it streams by (never held whole: it may be hundreds of MB). */
    async readExecutable(zip, entry) {
        if (this.skipped(entry.fileName, 'executable'))
            return undefined;
        try {
            const stream = await streamEntry(zip, this.reader, entry, this.budget, this.entries);
            return await readMachO(stream, entry.uncompressedSize, this.budget, WANTED_SELECTORS);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'executable');
            if (endsTheReading(error))
                throw error;
            this.problems.unreadableEntry(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /**
     * The first bytes of a file that could be code (zip-peek.ts), to tell what it is; undefined when
     * not read: past the limit of such files (an archive's: those after it are counted as
     * executables), or damaged (readHead).
     */
    async peek(zip, entry) {
        const { codeCandidates } = this.budget.limits;
        if (++this.peeked > codeCandidates) {
            const error = new limits/* ReadLimitError */.mF('codeCandidates', codeCandidates, 'the app holds more');
            return this.limited(error, entry.fileName, 'executable');
        }
        return this.readHead(zip, entry, PEEK_BYTES);
    }
    /**
     * The first `bytes` of an entry (a PNG icon's header, a file's magic), read after its local
     * header and the rest left unread (zip-peek.ts); undefined when not read. One whose bytes cannot
     * be inflated is damaged: the unreadable-entry problem, and no rule concludes from what it holds.
     */
    async readHead(zip, entry, bytes) {
        if (this.skipped(entry.fileName, 'executable'))
            return undefined;
        try {
            return await peekEntry(zip, this.reader, entry, this.budget, this.entries, bytes);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'executable');
            if (endsTheReading(error))
                throw error;
            this.problems.unreadableEntry(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /** An embedded.mobileprovision; undefined when it cannot be read (the bad-profile problem). */
    async readProfile(zip, entry) {
        const data = await this.read(zip, entry, 'profile');
        if (!data)
            return undefined;
        try {
            return readProvisioningProfile(data, this.budget);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'profile');
            this.problems.badProfile(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /** An Info.plist (`plist`) or a privacy manifest (`manifest`): the read-limit warning names which. */
    async readPlist(zip, entry, kind) {
        const data = await this.read(zip, entry, kind);
        if (!data)
            return undefined;
        try {
            const plist = (0,ipa_plist/* parsePlist */.W_)(data, this.budget);
            if ((0,ipa_plist/* isPlistDict */.$q)(plist))
                return plist;
            this.problems.badPlist(entry.fileName, 'its top level is not a dictionary');
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, kind);
            this.problems.badPlist(entry.fileName, (0,error_message/* errorMessage */.g)(error));
        }
        return undefined;
    }
    /**
     * A resource bundle's Info.plist: one that is no property list, or no dictionary, is not said (it
     * identifies no part of the app), and is as none.
     */
    async readResourcePlist(zip, entry) {
        const data = await this.read(zip, entry, 'plist');
        if (!data)
            return undefined;
        try {
            const plist = (0,ipa_plist/* parsePlist */.W_)(data, this.budget);
            return (0,ipa_plist/* isPlistDict */.$q)(plist) ? plist : undefined;
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'plist');
            return undefined;
        }
    }
    /** Tells the source what is about to be read: the entries' bytes (see ByteSource.prefetch). */
    async prefetch(entries) {
        if (entries.length > 0)
            await this.reader.prefetch(entries.map(entry => this.entries.extent(entry)));
    }
    /** A limit reached reading `entry`: that entry is not read, nor (for the archive's) any after. */
    limited(error, entry, kind) {
        error.entry ??= entry;
        this.notRead.add(entry);
        if (error.ofOneEntry)
            this.problems.readLimit(error, { entry: kind });
        else
            this.stopped ??= {
                error,
                after: { executable: 0, plist: 0, manifest: 0, profile: 0 }
            };
        return undefined;
    }
    /** After the last read: the warning of a limit of the archive, with what was not read after it. */
    finish() {
        if (this.stopped)
            this.problems.readLimit(this.stopped.error, { after: this.stopped.after });
    }
    /** Once a limit of the archive is reached, no entry is read: counted, for the warning. */
    skipped(entry, kind) {
        if (!this.stopped)
            return false;
        this.stopped.after[kind]++;
        this.notRead.add(entry);
        return true;
    }
}
/**
 * What ends the reading of the archive, not of one entry: a limit of the archive, entries that
 * overlap, a source that could not give the bytes.
 */
function endsTheReading(error) {
    return (error instanceof limits/* ReadLimitError */.mF ||
        error instanceof OverlapError ||
        error instanceof SourceFailure);
}
/** The Objective-C selectors the rules look for: the Mach-O reader keeps only these. */
const WANTED_SELECTORS = new Set([
    ...required_reason_apis/* REQUIRED_REASON_SELECTORS */.U1,
    ...push_rules/* PUSH_SELECTORS */._
]);

;// CONCATENATED MODULE: ./src/ipa/bundle-info.ts

/** What an Info.plist says about its bundle (a field is undefined when the plist lacks it). */
function bundleInfo(path, hasCodeSignature, plist) {
    if (!plist)
        return { path, hasCodeSignature };
    const platforms = (0,ipa_plist/* ownValue */.eC)(plist, 'CFBundleSupportedPlatforms');
    const firstPlatform = Array.isArray(platforms) && typeof platforms[0] === 'string' ? platforms[0] : undefined;
    return {
        path,
        bundleId: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleIdentifier'),
        shortVersion: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleShortVersionString'),
        build: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleVersion'),
        displayName: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleDisplayName') ?? (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleName'),
        minimumOsVersion: (0,ipa_plist/* stringValue */.r$)(plist, 'MinimumOSVersion'),
        platform: firstPlatform ?? (0,ipa_plist/* stringValue */.r$)(plist, 'DTPlatformName'),
        hasCodeSignature
    };
}

;// CONCATENATED MODULE: ./src/ipa/read-limit-message.ts



/** What an entry not read keeps from being checked, as the read-limit warning says it. */
const UNCHECKED = {
    executable: "that bundle's executable (its type, architectures, platform, minimum OS, SDK, bitcode, encryption and the APIs it uses) is",
    plist: "that bundle's identity, versions and executable are",
    manifest: "that privacy manifest (ITMS-91053's declarations, ITMS-91056's validity) is",
    profile: 'the provisioning profile (its expiry and kind) is'
};
/** `40 executables and 80 property lists`: what was not read after an archive's limit. */
function notReadAfter(after) {
    const parts = [
        [after.executable, 'executable', 'executables'],
        [after.plist + after['manifest'], 'property list', 'property lists'],
        [after.profile, 'provisioning profile', 'provisioning profiles']
    ];
    return parts
        .filter(([count]) => count > 0)
        .map(([count, one, many]) => `${(0,format/* formatCount */.B4)(count)} ${count === 1 ? one : many}`)
        .join(' and ');
}
/**
 * The read-limit warning, but for its last words: what was read, up to which limit, and what is not
 * checked. It says an entry or a central directory was read only where it was.
 */
function readLimitMessage(file, error, unread) {
    const limit = `preflight's limit of ${(0,limits/* limitLabel */.Sx)(error.limit, error.value)} (${quote(error.detail)})`;
    const at = error.entry === undefined ? '' : ` at ${(0,untrusted/* oneLine */.TN)(error.entry, 200)}`;
    if ('entry' in unread)
        return `${file}: ${(0,untrusted/* oneLine */.TN)(error.entry ?? '', 200)} was not read within ${limit}, so ${UNCHECKED[unread.entry]} not checked`;
    if ('after' in unread) {
        const rest = notReadAfter(unread.after);
        const were = rest && /^1 /.test(rest) && !rest.includes(' and ') ? 'was' : 'were';
        return `${file} was read up to ${limit}${at}, and no further: ${rest ? `${rest} ${were} not read after it, so the rules on them are` : 'the rules on that entry are'} not checked`;
    }
    const read = unread.centralDirectory === 'none'
        ? `its central directory was not read, being over ${limit}`
        : `its central directory was read up to ${limit}, and no further`;
    return `${file}: ${read}, so the app and its App Store rules are not checked`;
}
function quote(text) {
    return (0,untrusted/* oneLine */.TN)(text, 160);
}

// EXTERNAL MODULE: ./src/ipa/rules/archive-checks.ts
var archive_checks = __webpack_require__(7214);
;// CONCATENATED MODULE: ./src/ipa/problems.ts







/** Paths listed by name in one problem; the rest are counted. */
const PATHS_SHOWN = 10;
/**
 * Every problem the inspection can report, each as one sentence that names the file, the entry and
 * what to do. Names from the archive are untrusted: they go through `oneLine` before the log.
 */
class ProblemList {
    options;
    problems = [];
    file;
    /**
     * `purpose`: a `submit` check (the signing an upload does not need) is reported for `submit`
     * alone; `skip`: codes not to report (`preflight-skip`).
     */
    constructor(file, options = {}) {
        this.options = options;
        this.file = (0,untrusted/* oneLine */.TN)(external_node_path_.basename(file), 120);
    }
    /** What an App Store rule found (src/ipa/rules/): its message names the bundle, file and fix. */
    rule(rule, finding) {
        this.problems.push({
            code: rule.code,
            message: `${this.file}: ${finding.message}`,
            entry: finding.entry,
            level: finding.level ?? rule.level,
            appStoreRule: true
        });
    }
    notAZip() {
        this.add('not-a-zip', `${this.file} is not a zip archive, so it cannot be an IPA; pass the .ipa file that Xcode exported.`);
    }
    badZip(detail) {
        this.add('bad-zip', `${this.file} is a damaged zip archive (${problems_quote(detail)}); export the IPA again.`);
    }
    noApp(payloadSeen) {
        const where = payloadSeen
            ? 'its Payload/ folder holds no <name>.app bundle'
            : 'it has no Payload/<name>.app folder';
        this.add('no-app', `${this.file} is not an IPA: ${where}; export the archive again with Xcode (Distribute App).`, payloadSeen ? 'Payload/' : undefined);
    }
    payloadNotAtRoot(root) {
        const payload = `${root}Payload/`;
        this.add('payload-not-at-root', `${this.file} has its app under ${entry(payload)} instead of Payload/ at the top of the archive, which App Store Connect rejects; zip the Payload folder itself, from inside its parent folder.`, payload);
    }
    severalApps(paths, main) {
        const shown = paths.slice(0, PATHS_SHOWN).map(entry);
        if (paths.length > PATHS_SHOWN)
            shown.push(`and ${paths.length - PATHS_SHOWN} more`);
        this.add('several-apps', `${this.file} holds ${paths.length} apps in Payload/ (${shown.join(', ')}) where an IPA holds exactly one; keep only ${entry(main)} and export again.`, 'Payload/');
    }
    missingInfoPlist(appPath) {
        const plist = `${appPath}Info.plist`;
        this.add('missing-info-plist', `${this.file} has no ${entry(plist)}, so the app cannot be identified; export the IPA again from the Xcode archive.`, plist);
    }
    nestedMissingInfoPlist(bundlePath, kind = 'bundle') {
        const plist = `${bundlePath}Info.plist`;
        const fix = kind === 'framework'
            ? 'embed the framework as its build or its vendor made it (with its Info.plist, as an XCFramework gives it)'
            : "check that target's Info.plist setting";
        this.add('nested-missing-info-plist', `${this.file} has no ${entry(plist)}, and App Store Connect rejects a nested ${kind} without one; ${fix} and export again.`, plist);
    }
    missingKey(code, plist) {
        const [key, setting] = {
            'missing-bundle-id': ['CFBundleIdentifier', 'PRODUCT_BUNDLE_IDENTIFIER'],
            'missing-version': ['CFBundleShortVersionString', 'MARKETING_VERSION'],
            'missing-build': ['CFBundleVersion', 'CURRENT_PROJECT_VERSION']
        }[code];
        this.add(code, `${this.file}: ${entry(plist)} has no ${key} string; set ${setting} in the app target and export again.`, plist);
    }
    badPlist(name, detail) {
        this.add('bad-plist', `${this.file}: ${entry(name)} is not a readable property list (${problems_quote(detail)}); export the IPA again.`, name);
    }
    /**
     * An entry, or the rest of the archive, not read within a limit of the read budget (limits.ts): a
     * warning that says what was not checked, never by itself a refusal.
     */
    readLimit(error, unread) {
        const message = readLimitMessage(this.file, error, unread);
        const problem = this.problem('read-limit', `${message}; preflight does not stop the release for this alone.`, error.entry);
        // The archive's own limit first: it says what the rest of the list could not cover.
        if (problem && 'entry' in unread)
            this.problems.push(problem);
        else if (problem)
            this.problems.unshift(problem);
    }
    /** Two entries share bytes: the trick of zip bombs that inflate one stream many times. */
    overlappingEntries(first, second) {
        this.add('overlapping-entries', `${this.file} is not a well-formed zip archive: ${entry(first)} and ${entry(second)} overlap in the file, which no zip tool writes (it is how zip bombs make one compressed stream count many times); export the IPA again.`);
    }
    invalidBundleId(plist, value) {
        this.add('invalid-bundle-id', `${this.file}: ${entry(plist)} has the CFBundleIdentifier "${problems_quote(value)}", which App Store Connect refuses: a bundle ID holds only letters, digits, hyphens and periods, ${identity/* MAX_BUNDLE_ID_LENGTH */.Bh} characters at most; fix PRODUCT_BUNDLE_IDENTIFIER in that target and export again.`, plist);
    }
    invalidVersion(plist, value) {
        this.add('invalid-version', `${this.file}: ${entry(plist)} has the CFBundleShortVersionString "${problems_quote(value)}", which App Store Connect refuses: a version is one to three period-separated integers, such as 1.4.2; fix MARKETING_VERSION in that target and export again.`, plist);
    }
    invalidBuild(plist, value) {
        this.add('invalid-build', `${this.file}: ${entry(plist)} has the CFBundleVersion "${problems_quote(value)}", which App Store Connect refuses: a build is one to three period-separated integers, ${identity/* MAX_BUILD_LENGTH */.Lu} characters at most, such as 142 or 1.4.2; fix CURRENT_PROJECT_VERSION in that target and export again.`, plist);
    }
    unreadableEntry(name, detail) {
        this.add('unreadable-entry', `${this.file}: ${entry(name)} could not be read (${problems_quote(detail)}); export the IPA again.`, name);
    }
    badProfile(name, detail) {
        this.add('bad-profile', `${this.file}: ${entry(name)} holds no readable provisioning profile (${problems_quote(detail)}); sign and export the app again.`, name);
    }
    expiredProfile(name, profile) {
        const day = profile.expirationDate?.toISOString().slice(0, 10);
        this.add('expired-profile', `${this.file}: the provisioning profile ${profileName(profile)}in ${entry(name)} expired on ${day}; renew it in the Apple Developer portal, then sign and export again.`, name);
    }
    missingProfile(appPath) {
        const profile = `${appPath}embedded.mobileprovision`;
        this.add('missing-profile', `${this.file} has no ${entry(profile)}, so it is not signed for the App Store; export it with the App Store Connect distribution method.`, profile);
    }
    notAppStoreProfile(name, profile) {
        this.add('not-app-store-profile', `${this.file}: ${entry(name)} is ${(0,format/* withArticle */.vJ)(types/* PROFILE_KIND_LABELS */.h[profile.kind])} profile ${profileName(profile)}where the App Store takes only an App Store distribution profile; export again with the App Store Connect method.`, name);
    }
    unsignedApp(appPath) {
        const signature = `${appPath}_CodeSignature/`;
        this.add('unsigned-app', `${this.file}: ${entry(appPath)} has no _CodeSignature/ folder, so it is not code signed; sign it for distribution and export again.`, signature);
    }
    /** A problem of the archive, its sentence ending with its code. */
    add(code, message, entryName) {
        const problem = this.problem(code, withCode(message, code), entryName);
        if (problem)
            this.problems.push(problem);
    }
    /** At its row's level (ARCHIVE_CHECKS); none when skipped, or a submit check of an upload. */
    problem(code, message, entryName) {
        const { level } = (0,archive_checks/* archiveCheck */.r)(code);
        if (this.options.skip?.has(code))
            return undefined;
        if (level === 'submit' && this.options.purpose !== 'submit')
            return undefined;
        return entryName === undefined
            ? { code, message, level }
            : { code, message, level, entry: entryName };
    }
}
/** Its code at the end, as a rule names its own: what `preflight-skip` and docs/preflight.md take. */
function withCode(message, code) {
    return `${message.replace(/\.$/, '')} (${code}).`;
}
function entry(name) {
    return (0,untrusted/* oneLine */.TN)(name, 200);
}
function problems_quote(text) {
    return (0,untrusted/* oneLine */.TN)(text, 160);
}
function profileName(profile) {
    return profile.name ? `"${(0,untrusted/* oneLine */.TN)(profile.name, 120)}" ` : '';
}

// EXTERNAL MODULE: ./src/ipa/rules/index.ts + 24 modules
var rules = __webpack_require__(6429);
;// CONCATENATED MODULE: ./src/ipa/read-plan.ts


/**
 * The entries an inspection of `app` is about to read, told ahead to a source that fetches them (a
 * URL: see ByteSource.prefetch), so that it asks for them in few requests. A guess is enough: what
 * it leaves out is read when asked for, what it adds costs bytes only. Each bundle's Info.plist and
 * profile; with the rules, its privacy manifests and its executable (named as its folder is, as
 * Xcode names it; Info.plist's CFBundleExecutable decides, when it is read), the loose dylibs, the
 * privacy manifests deeper in each bundle, the resource bundles' Info.plists and the files that
 * could be code (of those a few bytes are read, but the plan names entries: each is fetched whole,
 * most are the bundles' executables anyway), and the app's icon files when it has no asset catalog
 * (named as Xcode and most tools name them).
 */
function expectedReads(app, { rules }) {
    const bundles = [app, ...app.nested.values(), ...app.frameworks.values()];
    const entries = bundles.flatMap(bundle => [
        bundle.infoPlist,
        bundle.profile,
        ...(rules ? [...bundle.privacyManifests, bundle.files.get(executableGuess(bundle))] : [])
    ]);
    if (rules)
        entries.push(...[...app.dylibs.values()].map(dylib => dylib.entry));
    if (rules)
        entries.push(...bundles.flatMap(bundle => bundle.otherPrivacyManifests));
    // The resource bundles' Info.plists, and the first bytes of the files that could be code.
    if (rules)
        entries.push(...[...app.other.resourceBundles.values()].map(bundle => bundle.infoPlist));
    if (rules)
        entries.push(...[...app.other.codeCandidates.values()].map(file => file.entry));
    if (rules && !app.files.has(icons/* ASSET_CATALOG */.JH))
        entries.push(...[...app.files]
            .filter(([name]) => ICON_FILE.test(name))
            .slice(0, icons/* MAX_ICON_FILES */.DW)
            .map(([, entry]) => entry));
    return [...new Set(entries.filter((entry) => entry !== undefined))];
}
/** An icon file as Xcode and most tools name it: `AppIcon60x60@2x.png`, `Icon-120.png`. */
const ICON_FILE = /^(?:AppIcon|Icon).*\.png$/is;
/** `Payload/Foo.app/` → `Foo`: the name Xcode gives a bundle's executable (paths are NFC already). */
function executableGuess({ path }) {
    const folder = external_node_path_.posix.basename(path);
    return external_node_path_.posix.basename(folder, external_node_path_.posix.extname(folder));
}

;// CONCATENATED MODULE: ./src/ipa/png.ts
/** The pixel size a PNG file's header says (its IHDR chunk), from the file's first bytes alone. */
/** Bytes a PNG file starts with: its signature, then the IHDR chunk's length, type, width, height. */
const PNG_HEAD_BYTES = 24;
const SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/**
 * The width and height of a PNG file from its first PNG_HEAD_BYTES bytes; undefined when they are no
 * PNG header (another format, such as Xcode's old CgBI-crushed PNGs, which put a CgBI chunk first).
 */
function pngSize(head) {
    if (head.length < PNG_HEAD_BYTES || !head.subarray(0, 8).equals(SIGNATURE))
        return undefined;
    if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR')
        return undefined;
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

;// CONCATENATED MODULE: ./src/ipa/inspect.ts











/**
 * Reads what an IPA is (its central directory and the few entries that say so, never the whole
 * file) and lists what would make App Store Connect refuse it. Problems with the archive are
 * reported in `problems`; only a file that cannot be opened at all throws. Whatever the archive, the
 * work is bounded by the read budget (limits.ts): past a limit of one entry, that entry is not read;
 * past one of the archive, reading stops there; either is the `read-limit` warning, which names the
 * limit and what was not checked.
 */
async function inspectIpa(ipa, given = {}) {
    if (typeof ipa !== 'string')
        return inspectSource(ipa, given);
    const source = await openFileSource(ipa);
    try {
        return await inspectSource({ name: ipa, source }, given);
    }
    finally {
        await source.close();
    }
}
async function inspectSource({ name: file, source }, given) {
    // One instant for the whole inspection: the profile's expiry and the dated rules are judged alike.
    const options = { ...given, now: given.now ?? new Date() };
    const problems = new ProblemList(file, { purpose: options.purpose, skip: options.skipRules });
    const inspection = {
        file,
        nested: [],
        problems: problems.problems,
        bytesRead: 0,
        size: source.size
    };
    if (options.skipRules?.size)
        inspection.skippedRules = [...options.skipRules];
    const reader = new CountingReader(source);
    const session = new ArchiveSession(reader, problems, new limits/* ReadBudget */.QT(options.limits));
    try {
        await inspectArchive(session, inspection, options);
    }
    finally {
        inspection.bytesRead = reader.bytesRead;
    }
    return inspection;
}
async function inspectArchive(session, inspection, options) {
    const { problems } = session;
    const zip = await session.open();
    if (!zip)
        return;
    try {
        await inspectApps(session, zip, inspection, options);
        session.finish();
    }
    catch (error) {
        // The archive is not read further; what was learnt so far stays in the inspection.
        if (error instanceof limits/* ReadLimitError */.mF)
            problems.readLimit(error, {
                centralDirectory: session.budget.entriesSeen > 0 ? 'part' : 'none'
            });
        else if (error instanceof OverlapError)
            problems.overlappingEntries(error.first, error.second);
        else
            throw error;
    }
    finally {
        zip.close();
    }
}
async function inspectApps(session, zip, inspection, options) {
    const { problems } = session;
    session.budget.declaredEntries(zip.entryCount);
    const layout = await session.scan(zip);
    if (!layout)
        return;
    const main = mainApp(layout);
    if (!main) {
        problems.noApp(layout.hasPayload);
        return;
    }
    if (layout.root !== '')
        problems.payloadNotAtRoot(layout.root);
    const appPaths = layout.apps.map(app => app.path);
    if (appPaths.length > 1)
        problems.severalApps(appPaths, main.path);
    // Named by its folder until its Info.plist says more, should reading stop there.
    inspection.app = bundleInfo(main.path, main.hasCodeSignature, undefined);
    if (!options.identityOnly)
        await session.prefetch(expectedReads(main, { rules: options.rules !== false }));
    const plists = new Map();
    const mainPlist = main.infoPlist && (await session.readPlist(zip, main.infoPlist, 'plist'));
    plists.set(main.path, mainPlist);
    inspection.app = readMainApp(problems, main, mainPlist);
    if (options.identityOnly)
        return;
    for (const nested of main.nested.values()) {
        if (!nested.infoPlist)
            problems.nestedMissingInfoPlist(nested.path);
        const plist = nested.infoPlist && (await session.readPlist(zip, nested.infoPlist, 'plist'));
        plists.set(nested.path, plist);
        const info = bundleInfo(nested.path, nested.hasCodeSignature, plist);
        if (nested.infoPlist)
            checkIdentity(problems, nested.infoPlist.fileName, info);
        inspection.nested.push(info);
    }
    for (const framework of main.frameworks.values())
        if (!framework.infoPlist)
            problems.nestedMissingInfoPlist(framework.path, 'framework');
    await checkProfile(session, zip, main, inspection, options);
    if (!main.hasCodeSignature)
        problems.unsignedApp(main.path);
    if (options.rules === false)
        return;
    const reading = {
        readPlist: (entry, kind) => session.readPlist(zip, entry, kind),
        readExecutable: (entry) => session.readExecutable(zip, entry),
        // The app's own was read (or found unreadable) by checkProfile: not again.
        readProfile: async (entry) => entry === main.profile ? inspection.profile : session.readProfile(zip, entry),
        notRead: (entry) => session.notRead.has(entry.fileName),
        readResourcePlist: (entry) => session.readResourcePlist(zip, entry),
        peek: (entry) => session.peek(zip, entry),
        readPngSize: async (entry) => {
            const head = await session.readHead(zip, entry, PNG_HEAD_BYTES);
            return head && { size: pngSize(head) };
        }
    };
    const facts = await appStoreFacts(main, plists, reading, options.now);
    facts.archiveFolders = layout.rootFolders ?? [];
    for (const { rule, finding } of (0,rules/* applyRules */.I)(facts, options.skipRules))
        problems.rule(rule, finding);
}
/** The app with an Info.plist first: with several apps, that is the one worth describing. */
function mainApp(layout) {
    return layout.apps.find(app => app.infoPlist) ?? layout.apps[0];
}
/** The identity App Store Connect reads from the main app's Info.plist. */
function readMainApp(problems, app, plist) {
    if (!app.infoPlist) {
        problems.missingInfoPlist(app.path);
        return bundleInfo(app.path, app.hasCodeSignature, undefined);
    }
    const info = bundleInfo(app.path, app.hasCodeSignature, plist);
    if (plist) {
        const name = app.infoPlist.fileName;
        if (!info.bundleId)
            problems.missingKey('missing-bundle-id', name);
        if (!info.shortVersion)
            problems.missingKey('missing-version', name);
        if (!info.build)
            problems.missingKey('missing-build', name);
        checkIdentity(problems, name, info);
    }
    return info;
}
/** A bundle id, version or build that App Store Connect would refuse (see identity.ts). */
function checkIdentity(problems, plist, info) {
    if (info.bundleId !== undefined && !(0,identity/* isValidBundleId */.OA)(info.bundleId))
        problems.invalidBundleId(plist, info.bundleId);
    if (info.shortVersion !== undefined && !(0,identity/* isValidVersion */.ri)(info.shortVersion))
        problems.invalidVersion(plist, info.shortVersion);
    if (info.build !== undefined && !(0,identity/* isValidBuild */.RR)(info.build))
        problems.invalidBuild(plist, info.build);
}
async function checkProfile(session, zip, app, inspection, { now }) {
    const { problems } = session;
    if (!app.profile)
        return problems.missingProfile(app.path);
    const name = app.profile.fileName;
    inspection.profile = await session.readProfile(zip, app.profile);
    if (!inspection.profile)
        return;
    const expiry = inspection.profile.expirationDate;
    if (expiry && expiry.getTime() < now.getTime())
        problems.expiredProfile(name, inspection.profile);
    if (inspection.profile.kind !== 'app-store')
        problems.notAppStoreProfile(name, inspection.profile);
}

;// CONCATENATED MODULE: ./src/ipa/index.ts










/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ docsLink)
/* harmony export */ });
/* unused harmony export withDocsLinks */
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);

/**
 * Where a page of docs/ can be read by whoever runs the tool from its package, which holds no
 * docs/: the page on GitHub, at the tag of this version (`docs/preflight.md` →
 * `https://github.com/OWNER/REPO/blob/v1.2.3/docs/preflight.md`), so that it says what this version
 * does. Every message and --help that cites a page of docs/ makes its link here.
 */
function docsLink(page, section) {
    const repository = _package_json__WEBPACK_IMPORTED_MODULE_0__/* .repository.url */ .Jk.O.replace(/^git\+/, '').replace(/\.git$/, '');
    return `${repository}/blob/v${_package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE}/docs/${page}${section ? `#${section}` : ''}`;
}
/** Text in which each `docs/NAME.md` (with its `#section`, if any) is its link: for --help. */
function withDocsLinks(text) {
    return text.replace(/(?<![\w/.])docs\/([\w-]+\.md)(?:#([\w-]+))?/g, (_, page, section) => docsLink(page, section));
}


/***/ })

};

//# sourceMappingURL=712.index.js.map