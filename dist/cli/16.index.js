export const id = 16;
export const ids = [16];
export const modules = {

/***/ 2828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ MAX_BUNDLE_ID_LENGTH),
/* harmony export */   Lu: () => (/* binding */ MAX_BUILD_LENGTH),
/* harmony export */   OA: () => (/* binding */ isValidBundleId),
/* harmony export */   RR: () => (/* binding */ isValidBuild),
/* harmony export */   ri: () => (/* binding */ isValidVersion),
/* harmony export */   yn: () => (/* binding */ acceptedIdentity)
/* harmony export */ });
/* unused harmony export acceptedValue */
/**
 * What App Store Connect accepts as an app's identity. Values read from an IPA are untrusted: one
 * outside these rules is a preflight problem, and never becomes an output (a bundle id holding a line
 * break or `::set-output` text must not reach a later step's `run:` script).
 *
 * - Bundle ID (CFBundleIdentifier): "only alphanumeric characters (A-Z, a-z, 0-9), hyphens (-), and/or
 *   periods (.)", https://developer.apple.com/help/glossary/bundle-id and
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleidentifier;
 *   at most 155 characters, the longest bundle ID App Store Connect registers (Apple's reference
 *   pages above do not state a length).
 * - Version (CFBundleShortVersionString): period-separated integers, "three … such as 10.14.1" and
 *   only digits and periods,
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring;
 *   App Store Connect takes one to three of them (`1.0` is common).
 * - Build (CFBundleVersion): "one to three period-separated integers, such as 10.14.1. The string can
 *   only contain numeric characters (0-9) and periods",
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleversion;
 *   at most 18 characters, periods included (Technical Note TN2420, "Version Numbers and Build
 *   Numbers", https://developer.apple.com/library/archive/technotes/tn2420/_index.html).
 */
const MAX_BUNDLE_ID_LENGTH = 155;
const MAX_BUILD_LENGTH = 18;
const BUNDLE_ID = /^[A-Za-z0-9.-]+$/;
const ONE_TO_THREE_INTEGERS = /^[0-9]+(?:\.[0-9]+){0,2}$/;
function isValidBundleId(value) {
    return value.length <= MAX_BUNDLE_ID_LENGTH && BUNDLE_ID.test(value);
}
function isValidVersion(value) {
    return ONE_TO_THREE_INTEGERS.test(value);
}
function isValidBuild(value) {
    return value.length <= MAX_BUILD_LENGTH && ONE_TO_THREE_INTEGERS.test(value);
}
/** The value when App Store Connect would accept it, else undefined: what an output may carry. */
function acceptedValue(value, isValid) {
    return value !== undefined && isValid(value) ? value : undefined;
}
/** The app's bundle id, version and build, each only when App Store Connect would accept it. */
function acceptedIdentity(app) {
    return {
        bundleId: acceptedValue(app?.bundleId, isValidBundleId),
        version: acceptedValue(app?.shortVersion, isValidVersion),
        build: acceptedValue(app?.build, isValidBuild)
    };
}


/***/ }),

/***/ 6:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QT: () => (/* binding */ ReadBudget),
/* harmony export */   Sx: () => (/* binding */ limitLabel),
/* harmony export */   mF: () => (/* binding */ ReadLimitError)
/* harmony export */ });
/* unused harmony export READ_LIMITS */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8488);
/**
 * The budget for reading one IPA: whatever the archive, preflight does a bounded amount of work and
 * holds a bounded amount of memory (150 MiB at most). Reads are charged on what they cost, bytes
 * inflated and time, not on counts a large app reaches: an app of 300 frameworks, each with its
 * privacy manifest, reads about 600 small plists and 300 executables, and passes far within.
 * Measured by `__tests__/hostile-archives.test.ts` and `npm run bench` (bench/inspect.ts,
 * bench/macho.ts). Documented in docs/development.md ("Limits when reading an IPA").
 *
 * Going past a limit is the `read-limit` warning, never by itself a refusal. A limit of one entry
 * (ENTRY_LIMITS: one plist, one profile, one executable's slices, load commands or symbol data)
 * leaves that entry unread and the rest is read; a limit of the archive as a whole (its central
 * directory, the bytes and time of all the reads) stops reading there, keeping what was learnt.
 */

const MiB = 1024 * 1024;
const READ_LIMITS = {
    /**
     * Entries of the zip looked at (its central directory). An app with loose resources has tens of
     * thousands; each costs a few microseconds, so 100,000 take about half a second.
     */
    entries: 100_000,
    /**
     * Bytes of central directory records (names, extra fields, comments) looked at. 100,000 real
     * entries take about 15 MiB.
     */
    centralDirectoryBytes: 32 * MiB,
    /**
     * Extra fields of central directory records, in all. Xcode's archives have one or two an entry
     * (timestamps, Unix ids); yauzl makes an object of each, so 16,000 empty ones in every record of
     * 32 MiB would cost it seconds.
     */
    extraFields: 400_000,
    /** Bytes one entry may take, compressed or inflated. No Info.plist or profile comes near it. */
    entryBytes: 8 * MiB,
    /**
     * Bytes all the plists and profiles read may take in all, compressed or inflated (whichever is
     * larger), each charged at least READ_COST_BYTES for its header, inflater and parse: what entries
     * that share one compressed stream, or tens of thousands of plists, would multiply. An app of 300
     * frameworks, each with its Info.plist and privacy manifest, is charged about 3 MiB.
     */
    totalBytes: 32 * MiB,
    /**
     * Property list objects visited in one plist. A value that several places of a binary plist refer
     * to counts each time it is reached, so that references to references (a few KB that expand
     * exponentially) stop here. An Info.plist or a profile has about a hundred.
     */
    plistObjects: 250_000,
    /**
     * Property list objects visited in all the plists of the archive: 600 plists of a large app
     * visit about 100,000; four million take about two seconds.
     */
    totalPlistObjects: 4_000_000,
    /** How deep arrays and dictionaries may nest in a property list. Info.plists nest a few levels. */
    plistDepth: 128,
    /**
     * BER elements walked in one profile's CMS envelope, each time one is walked. Apple's envelope
     * takes a few dozen walks (a few thousand if its content came in 1 KB pieces); a constructed
     * string of millions of empty pieces stops here.
     */
    cmsElements: 100_000,
    /**
     * Bytes of executables to inflate, in all, as their zip entries declare them, each charged at
     * least EXECUTABLE_COST_BYTES for its stream and inflater. Only headers and the symbol data of the
     * imports are kept, so memory stays flat, but time grows with this (about a second a GiB): the
     * largest apps' executables take a few hundred MiB in all, 300 frameworks are charged 300 MiB.
     */
    executableBytes: 2048 * MiB,
    /**
     * Seconds the whole inspection may take, checked as entries and chunks are read. The most this
     * budget lets be read (2 GiB of executables, 32 MiB of plists, 100,000 entries) takes about 3
     * seconds on a 2-core machine and perhaps 10 on a slow shared runner; 60 leaves that six times
     * over, so no real app reaches it: it stops what the byte limits did not foresee.
     */
    seconds: 60,
    /** Slices of one fat executable. Apple's tools make at most a few (arm64, arm64e, x86_64…). */
    machoSlices: 16,
    /**
     * Bytes of one slice's load commands, all held at once (a command takes 8 bytes at least, so a
     * slice that claims more commands than its bytes hold is damaged). A real app's take tens of KiB.
     */
    machoLoadCommandBytes: 8 * MiB,
    /**
     * Bytes of symbol data kept of one executable to find its imports: the undefined symbols' nlist
     * entries, the names of those alone (the string table passes by), chained fixups and bind
     * opcodes. A large app's take a few MiB, whatever it exports.
     */
    machoLinkEditBytes: 64 * MiB,
    /** Imported symbols of one executable, counted as they are read. A large app has about 10,000. */
    machoImports: 200_000,
    /** Files that could be code (no bundle's executable) whose first bytes are read: apps have tens. */
    codeCandidates: 4096
};
/** What one plist or profile read (`totalBytes`), and one executable streamed, cost at least. */
const READ_COST_BYTES = 8192;
const EXECUTABLE_COST_BYTES = MiB;
/** Limits of one entry: past one, that entry is not read and the others are. */
const ENTRY_LIMITS = new Set([
    'entryBytes',
    'plistObjects',
    'plistDepth',
    'cmsElements',
    'machoSlices',
    'machoLoadCommandBytes',
    'machoLinkEditBytes',
    'machoImports'
]);
/** How each limit is named in a problem: "not read within the limit of …". */
function limitLabel(name, value) {
    const count = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(value);
    switch (name) {
        case 'entries':
            return `${count} zip entries`;
        case 'centralDirectoryBytes':
            return `${mib(value)} of central directory`;
        case 'extraFields':
            return `${count} extra fields in the central directory`;
        case 'entryBytes':
            return `${mib(value)} for one entry`;
        case 'totalBytes':
            return `${mib(value)} of plists and profiles read in all`;
        case 'plistObjects':
            return `${count} objects in one property list`;
        case 'totalPlistObjects':
            return `${count} property list objects in all`;
        case 'plistDepth':
            return `property lists nested ${count} deep`;
        case 'cmsElements':
            return `${count} elements in a profile's signature envelope`;
        case 'executableBytes':
            return `${mib(value)} of executables read in all`;
        case 'seconds':
            return `${count} seconds of reading`;
        case 'machoSlices':
            return `${count} architectures in one executable`;
        case 'machoLoadCommandBytes':
            return `${mib(value)} of load commands in one executable`;
        case 'machoLinkEditBytes':
            return `${mib(value)} of symbol data in one executable`;
        case 'machoImports':
            return `${count} imported symbols in one executable`;
        case 'codeCandidates':
            return `${count} files that could be code looked at`;
    }
}
/** Thrown when reading would go past a limit: the entry (or, for the archive's, the rest) is not read. */
class ReadLimitError extends Error {
    limit;
    value;
    detail;
    entry;
    constructor(limit, value, 
    /** What went past it, e.g. `it lists 250,000`. */
    detail, 
    /** The entry being read, when there was one (set by whoever knows it). */
    entry) {
        super(`over the limit of ${limitLabel(limit, value)}: ${detail}`);
        this.limit = limit;
        this.value = value;
        this.detail = detail;
        this.entry = entry;
        this.name = 'ReadLimitError';
    }
    /** A limit of one entry: the reading goes on with the next. */
    get ofOneEntry() {
        return ENTRY_LIMITS.has(this.limit);
    }
}
/** What one inspection has spent, against the limits: each method throws a ReadLimitError past one. */
class ReadBudget {
    limits;
    spent = { entries: 0, centralDirectoryBytes: 0, extraFields: 0, totalBytes: 0 };
    objects = 0;
    objectsInEntry = 0;
    cmsWalked = 0;
    executableBytes = 0;
    deadline;
    constructor(limits = {}) {
        this.limits = { ...READ_LIMITS, ...limits };
        this.deadline = performance.now() + this.limits.seconds * 1000;
    }
    /** The archive says how many entries it has: refuse before looking at any. */
    declaredEntries(count) {
        if (count > this.limits.entries)
            this.fail('entries', `its end record says it lists ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)}`);
    }
    /** Central directory records looked at so far. */
    get entriesSeen() {
        return this.spent.entries;
    }
    /** One central directory record of this many bytes and extra fields. */
    entry(recordBytes, extraFields) {
        this.time();
        if (++this.spent.entries > this.limits.entries)
            this.fail('entries', 'it lists more of them than its end record says');
        this.spent.centralDirectoryBytes += recordBytes;
        if (this.spent.centralDirectoryBytes > this.limits.centralDirectoryBytes)
            this.fail('centralDirectoryBytes', 'its records are longer');
        this.spent.extraFields += extraFields;
        if (this.spent.extraFields > this.limits.extraFields)
            this.fail('extraFields', 'its records hold more');
    }
    /**
     * One entry to read whole (a plist or a profile), taking this many bytes (compressed or inflated,
     * the larger). Its own counts (objects, envelope elements) start again from here.
     */
    read(name, bytes) {
        this.time();
        if (bytes > this.limits.entryBytes)
            this.fail('entryBytes', `it takes ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)}`, name);
        this.spent.totalBytes += Math.max(bytes, READ_COST_BYTES);
        if (this.spent.totalBytes > this.limits.totalBytes)
            this.fail('totalBytes', `with this one, the entries read would be charged ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.spent.totalBytes)}`, name);
        this.objectsInEntry = 0;
        this.cmsWalked = 0;
    }
    /** One property list object reached, at this depth (the top object is at depth 1). */
    plistObject(depth) {
        if (depth > this.limits.plistDepth)
            this.fail('plistDepth', 'it nests deeper');
        if (++this.objectsInEntry > this.limits.plistObjects)
            this.fail('plistObjects', 'it holds more, counting each reference');
        if (++this.objects > this.limits.totalPlistObjects)
            this.fail('totalPlistObjects', 'the plists read so far hold more, counting each reference');
    }
    /** One BER element of a CMS envelope walked. */
    cmsElement() {
        if (++this.cmsWalked > this.limits.cmsElements)
            this.fail('cmsElements', 'the envelope holds more');
    }
    /**
     * One executable about to be streamed, of this many inflated bytes. Counted apart from `read`:
     * only its headers and symbol data are kept, whatever its size.
     */
    executable(name, bytes) {
        this.time();
        this.executableBytes += Math.max(bytes, EXECUTABLE_COST_BYTES);
        if (this.executableBytes > this.limits.executableBytes)
            this.fail('executableBytes', `with this one, the executables read would be charged ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.executableBytes)}`, name);
    }
    /** Throws past the deadline of the whole inspection; called as entries and chunks are read. */
    time() {
        if (performance.now() > this.deadline)
            this.fail('seconds', `the inspection has taken ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(this.limits.seconds)} seconds`);
    }
    /** A fat executable says how many slices it has: refuse before reading their headers. */
    machoSlices(count) {
        if (count > this.limits.machoSlices)
            this.fail('machoSlices', `its fat header lists ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)}`);
    }
    /** A slice says how many bytes its load commands take: refuse before reading them. */
    machoLoadCommandBytes(bytes) {
        if (bytes > this.limits.machoLoadCommandBytes)
            this.fail('machoLoadCommandBytes', `a slice says they take ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)}`);
    }
    /** The symbol data one executable keeps, in all, as it is kept. */
    machoLinkEdit(bytes) {
        if (bytes > this.limits.machoLinkEditBytes)
            this.fail('machoLinkEditBytes', `it would keep ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)}`);
    }
    /** Imports of one executable, as a count it declares or as they are found. */
    machoImports(count) {
        if (count > this.limits.machoImports)
            this.fail('machoImports', `it imports ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)} or more`);
    }
    fail(limit, detail, entry) {
        throw new ReadLimitError(limit, this.limits[limit], detail, entry);
    }
}
/** A limit in MiB, as it is written in the source: `8 MiB`. */
function mib(bytes) {
    return `${bytes / MiB} MiB`;
}


/***/ }),

/***/ 4844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bE: () => (/* reexport */ PlistError),
  $q: () => (/* binding */ isPlistDict),
  eC: () => (/* binding */ ownValue),
  W_: () => (/* binding */ parsePlist),
  r$: () => (/* binding */ stringValue)
});

// EXTERNAL MODULE: ./node_modules/fast-plist/release/src/main.js
var main = __webpack_require__(7627);
// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
;// CONCATENATED MODULE: ./src/ipa/plist-value.ts
class PlistError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'PlistError';
    }
}

;// CONCATENATED MODULE: ./src/ipa/binary-plist.ts

const HEADER_BYTES = 8;
const TRAILER_BYTES = 32;
/** Seconds from the Unix epoch to CoreFoundation's, 2001-01-01T00:00:00Z. */
const CF_EPOCH_SECONDS = 978_307_200;
function parseBinaryPlist(data, budget) {
    if (data.length < HEADER_BYTES + TRAILER_BYTES + 1)
        damaged('too short to hold its trailer');
    const trailer = data.subarray(data.length - TRAILER_BYTES);
    const offsetSize = trailer[6];
    const refSize = trailer[7];
    const objectCount = readUInt(trailer, 8, 8);
    const top = readUInt(trailer, 16, 8);
    const tableStart = readUInt(trailer, 24, 8);
    if (offsetSize < 1 || offsetSize > 8 || refSize < 1 || refSize > 8)
        damaged(`its trailer gives offsets of ${offsetSize} and references of ${refSize} bytes`);
    const objectsEnd = data.length - TRAILER_BYTES;
    if (objectCount < 1 ||
        tableStart < HEADER_BYTES ||
        tableStart + objectCount * offsetSize > objectsEnd)
        damaged('its offset table does not fit between the header and the trailer');
    if (top >= objectCount)
        damaged('its top object is not in the offset table');
    return new Reader(data, budget, { offsetSize, refSize, objectCount, tableStart }).read(top, 1);
}
class Reader {
    data;
    budget;
    layout;
    /** Strings, numbers, dates and data already made, by object number. */
    leaves = new Map();
    /** Containers being read: a reference to one of them is a cycle. */
    open = new Set();
    constructor(data, budget, layout) {
        this.data = data;
        this.budget = budget;
        this.layout = layout;
    }
    read(object, depth) {
        this.budget.plistObject(depth);
        const cached = this.leaves.get(object);
        if (cached !== undefined)
            return cached;
        if (this.open.has(object))
            damaged(`object ${object} contains itself`);
        const start = this.offsetOf(object);
        const marker = this.byte(start);
        const type = marker >> 4;
        const info = marker & 0x0f;
        switch (type) {
            case 0xa: // array
            case 0xb: // ordered set
            case 0xc: // set
                return this.container(object, () => this.array(start, info, depth));
            case 0xd:
                return this.container(object, () => this.dictionary(start, info, depth));
        }
        const value = this.leaf(start, type, info, object);
        this.leaves.set(object, value);
        return value;
    }
    container(object, read) {
        this.open.add(object);
        try {
            return read();
        }
        finally {
            this.open.delete(object);
        }
    }
    array(start, info, depth) {
        const { count, at } = this.count(start, info, this.layout.refSize);
        const array = [];
        for (let i = 0; i < count; i++)
            array.push(this.read(this.ref(at, i), depth + 1));
        return array;
    }
    dictionary(start, info, depth) {
        const { count, at } = this.count(start, info, 2 * this.layout.refSize);
        const dict = {};
        for (let i = 0; i < count; i++) {
            const key = this.read(this.ref(at, i), depth + 1);
            if (typeof key !== 'string')
                damaged('a dictionary key is not a string');
            const value = this.read(this.ref(at, count + i), depth + 1);
            // A `__proto__` key becomes a key like any other, not the dictionary's prototype.
            if (key === '__proto__')
                Object.defineProperty(dict, key, {
                    value,
                    enumerable: true,
                    writable: true,
                    configurable: true
                });
            else
                dict[key] = value;
        }
        return dict;
    }
    leaf(start, type, info, object) {
        switch (type) {
            case 0x0:
                if (info === 0x8)
                    return false;
                if (info === 0x9)
                    return true;
                if (info === 0x0 || info === 0xf)
                    return null;
                break;
            case 0x1:
                if (info <= 4)
                    return this.integer(start + 1, 2 ** info);
                break;
            case 0x2:
                if (info === 2)
                    return this.bytes(start + 1, 4).readFloatBE(0);
                if (info === 3)
                    return this.bytes(start + 1, 8).readDoubleBE(0);
                break;
            case 0x3:
                if (info === 3) {
                    const seconds = this.bytes(start + 1, 8).readDoubleBE(0);
                    return new Date((CF_EPOCH_SECONDS + seconds) * 1000);
                }
                break;
            case 0x4: {
                const { count, at } = this.count(start, info, 1);
                return this.data.subarray(at, at + count);
            }
            case 0x5: // ASCII (UTF-8 read, as Apple's own reader accepts)
            case 0x7: {
                // UTF-8 (bplist01 and later; read here too)
                const { count, at } = this.count(start, info, 1);
                return this.data.toString('utf8', at, at + count);
            }
            case 0x6: {
                const { count, at } = this.count(start, info, 2);
                return Buffer.from(this.data.subarray(at, at + 2 * count))
                    .swap16()
                    .toString('utf16le');
            }
            case 0x8:
                return { CF$UID: readUInt(this.bytes(start + 1, info + 1), 0, info + 1) };
        }
        damaged(`object ${object} has an unknown marker 0x${((type << 4) | info).toString(16)}`);
    }
    /**
     * A big-endian integer: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes for an unsigned 64-bit
     * value (its low 8 bytes). A number when it is exact as one, else a bigint.
     */
    integer(at, size) {
        const bytes = this.bytes(at, size);
        if (size <= 4)
            return readUInt(bytes, 0, size);
        const value = size === 8 ? bytes.readBigInt64BE(0) : bytes.readBigUInt64BE(8);
        const exact = value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
        return exact ? Number(value) : value;
    }
    /** The count of an object (in its marker, or the integer after it) and where its content starts. */
    count(start, info, unitBytes) {
        let count = info;
        let at = start + 1;
        if (info === 0xf) {
            const marker = this.byte(at);
            const size = 2 ** (marker & 0x0f);
            if (marker >> 4 !== 0x1 || size > 8)
                damaged('a count is not an integer');
            count = readUInt(this.bytes(at + 1, size), 0, size);
            at += 1 + size;
        }
        // Content past the objects (into the offset table or beyond) is damage, whatever the count.
        if (at + count * unitBytes > this.layout.tableStart)
            damaged('an object runs past the end of the objects');
        return { count, at };
    }
    ref(at, index) {
        const { refSize, objectCount } = this.layout;
        const object = readUInt(this.data, at + index * refSize, refSize);
        if (object >= objectCount)
            damaged(`a reference to object ${object} of ${objectCount}`);
        return object;
    }
    offsetOf(object) {
        const { offsetSize, tableStart } = this.layout;
        const offset = readUInt(this.data, tableStart + object * offsetSize, offsetSize);
        if (offset < HEADER_BYTES || offset >= tableStart)
            damaged(`object ${object} is not between the header and the offset table`);
        return offset;
    }
    byte(at) {
        if (at >= this.layout.tableStart)
            damaged('an object runs past the end of the objects');
        return this.data[at];
    }
    bytes(at, size) {
        if (at + size > this.layout.tableStart)
            damaged('an object runs past the end of the objects');
        return this.data.subarray(at, at + size);
    }
}
/** An unsigned big-endian integer; Infinity past 2^53, which every bounds check then refuses. */
function readUInt(data, at, size) {
    let value = 0;
    for (let i = 0; i < size; i++)
        value = value * 256 + data[at + i];
    return value > Number.MAX_SAFE_INTEGER ? Infinity : value;
}
function damaged(detail) {
    throw new PlistError(`damaged binary property list: ${detail}`);
}

// EXTERNAL MODULE: ./src/ipa/limits.ts
var limits = __webpack_require__(6);
;// CONCATENATED MODULE: ./src/ipa/plist.ts






const BINARY_MAGIC = Buffer.from('bplist');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/**
 * Parses a binary (`bplist00`) or XML property list; throws a PlistError for anything else, and a
 * ReadLimitError when it would take more than the budget allows (a budget of its own by default).
 */
function parsePlist(data, budget = new limits/* ReadBudget */.QT()) {
    if (data.subarray(0, 6).equals(BINARY_MAGIC))
        return parseBinary(data, budget);
    const text = decodeXmlText(data);
    if (text === undefined)
        throw new PlistError(`neither a binary nor an XML property list (starts with ${describeStart(data)})`);
    return parseXml(text, budget);
}
function isPlistDict(value) {
    return (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !(value instanceof Date) &&
        !Buffer.isBuffer(value));
}
/** A dictionary's own value for a key: a `__proto__` key in a plist must not lend values. */
function ownValue(dict, key) {
    return Object.hasOwn(dict, key) ? dict[key] : undefined;
}
/** A non-empty string value of a dictionary. */
function stringValue(dict, key) {
    const value = ownValue(dict, key);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
function parseBinary(data, budget) {
    const version = data.subarray(6, 8).toString('latin1');
    if (version !== '00')
        throw new PlistError(`binary property list version ${JSON.stringify(version)} is not supported`);
    return parseBinaryPlist(data, budget);
}
function parseXml(text, budget) {
    // The parser is lenient about truncation; Xcode always closes the document.
    if (!/<plist[\s>]/.test(text) || !/<\/plist>\s*$/.test(text)) {
        throw new PlistError('XML without a complete <plist> element');
    }
    chargeXmlElements(text, budget);
    try {
        return (0,main/* parse */.qg)(text);
    }
    catch (error) {
        throw new PlistError(`damaged XML property list: ${(0,error_message/* errorMessage */.g)(error)}`, { cause: error });
    }
}
/**
 * Counts the elements of an XML plist against the budget, with the depth at which each sits, before
 * fast-plist builds them: it builds with a stack of its own, so depth costs it no recursion, but every
 * element costs memory. An upper bound (every opening tag counts, keys and comments too), in one pass
 * with no regular expression; fast-plist reads tag names as this does, spaces trimmed.
 */
function chargeXmlElements(text, budget) {
    let depth = 0;
    let close = -1;
    for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
        const name = skipSpaces(text, at + 1);
        const first = text.charCodeAt(name);
        if (first === 0x3f /* ? */ || first === 0x21 /* ! */)
            continue;
        if (first === 0x2f /* / */) {
            if (isContainer(text, skipSpaces(text, name + 1)))
                depth = Math.max(0, depth - 1);
            continue;
        }
        budget.plistObject(depth + 1);
        // The end of this tag: searched again only once passed, so that tags never closed cost one scan.
        if (close < at)
            close = text.indexOf('>', at);
        if (close < 0)
            break;
        if (isContainer(text, name) && text.charCodeAt(close - 1) !== 0x2f)
            depth++;
    }
}
function skipSpaces(text, at) {
    let i = at;
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;)
        c = text.charCodeAt(++i);
    return i;
}
function isContainer(text, at) {
    return text.startsWith('array', at) || text.startsWith('dict', at);
}
/** XML text in UTF-8 or UTF-16 (with or without a byte order mark), or undefined when it is not XML. */
function decodeXmlText(data) {
    let encoding = 'utf-8';
    let body = data;
    if (data.subarray(0, 3).equals(UTF8_BOM))
        body = data.subarray(3);
    else if (data[0] === 0xff && data[1] === 0xfe)
        [encoding, body] = ['utf-16le', data.subarray(2)];
    else if (data[0] === 0xfe && data[1] === 0xff)
        [encoding, body] = ['utf-16be', data.subarray(2)];
    else if (data[0] === 0x3c && data[1] === 0x00)
        encoding = 'utf-16le';
    else if (data[0] === 0x00 && data[1] === 0x3c)
        encoding = 'utf-16be';
    let text;
    try {
        text = new TextDecoder(encoding, { fatal: true }).decode(body);
    }
    catch {
        return undefined;
    }
    return text.trimStart().startsWith('<') ? text.trim() : undefined;
}
function describeStart(data) {
    if (data.length === 0)
        return 'nothing: it is empty';
    const head = data.subarray(0, 8);
    const printable = [...head].every(byte => byte >= 0x20 && byte < 0x7f);
    return printable ? `"${head.toString('latin1')}"` : `bytes ${head.toString('hex')}`;
}


/***/ }),

/***/ 7214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ archiveCheck),
/* harmony export */   x: () => (/* binding */ ARCHIVE_CHECKS)
/* harmony export */ });
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2828);
/* harmony import */ var _text_docs_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7313);


const ARCHIVE_FORMAT = 'the archive format (an IPA is a zip archive holding `Payload/<name>.app`)';
const READ_LIMITS_DOC = `preflight's read limits (${(0,_text_docs_link_js__WEBPACK_IMPORTED_MODULE_0__/* .docsLink */ ._)('development.md', 'limits-when-reading-an-ipa')})`;
const BUNDLE_ID = 'https://developer.apple.com/help/glossary/bundle-id (read 2026-11-27)';
const VERSION = 'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring (read 2026-11-27)';
const BUILD = 'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleversion (read 2026-11-27)';
const SIGNING = 'https://developer.apple.com/library/archive/technotes/tn2407/_index.html (iOS Code Signing Troubleshooting Index; read 2026-11-27)';
/**
 * The checks of the archive itself, before any App Store rule: what src/ipa/problems.ts reports,
 * one row per code. A level changes here, and nowhere else.
 */
const ARCHIVE_CHECKS = [
    {
        code: 'not-a-zip',
        title: 'the file is a zip archive, as an IPA is',
        level: 'not-an-ipa',
        fix: 'pass the `.ipa` that Xcode exported (not the `.xcarchive`, not a `.app`)',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'bad-zip',
        title: 'the zip archive is whole (not an interrupted copy or download)',
        level: 'not-an-ipa',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'read-limit',
        title: "every entry is read within preflight's limits; one past a limit is named with the rules it kept from judging",
        level: 'warn',
        fix: 'nothing stops the release; the warning says what was not checked',
        source: READ_LIMITS_DOC
    },
    {
        code: 'overlapping-entries',
        title: 'no two entries of the zip share bytes, as zip bombs do and no zip tool does',
        level: 'refuse',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'no-app',
        title: 'the archive holds `Payload/<name>.app`',
        level: 'not-an-ipa',
        fix: 'export with Xcode (Distribute App, or `xcodebuild -exportArchive`)',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'payload-not-at-root',
        title: '`Payload/` is at the top of the archive, not under another folder',
        level: 'refuse',
        fix: 'zip the `Payload` folder itself, from inside its parent folder',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'several-apps',
        title: '`Payload/` holds exactly one `.app`',
        level: 'refuse',
        fix: 'keep only the app to send, and export again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'missing-info-plist',
        title: 'the app has an `Info.plist`, which identifies it',
        level: 'refuse',
        fix: 'export the IPA again from the Xcode archive',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'nested-missing-info-plist',
        title: 'each extension, framework and watch app inside the app has an `Info.plist`',
        level: 'refuse',
        fix: "check that target's Info.plist setting, and export again",
        source: ARCHIVE_FORMAT
    },
    {
        code: 'missing-bundle-id',
        title: '`Info.plist` has a `CFBundleIdentifier`',
        level: 'refuse',
        fix: 'set `PRODUCT_BUNDLE_IDENTIFIER` in the app target',
        source: BUNDLE_ID
    },
    {
        code: 'missing-version',
        title: '`Info.plist` has a `CFBundleShortVersionString`',
        level: 'refuse',
        fix: 'set `MARKETING_VERSION` in the app target',
        source: VERSION
    },
    {
        code: 'missing-build',
        title: '`Info.plist` has a `CFBundleVersion`',
        level: 'refuse',
        fix: 'set `CURRENT_PROJECT_VERSION` in the app target',
        source: BUILD
    },
    {
        code: 'invalid-bundle-id',
        title: `\`CFBundleIdentifier\` holds only letters, digits, \`-\` and \`.\`, ${_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BUNDLE_ID_LENGTH */ .Bh} characters at most`,
        level: 'refuse',
        fix: 'fix `PRODUCT_BUNDLE_IDENTIFIER` in that target',
        source: BUNDLE_ID
    },
    {
        code: 'invalid-version',
        title: '`CFBundleShortVersionString` is one to three period-separated integers, such as `1.4.2`',
        level: 'refuse',
        fix: 'fix `MARKETING_VERSION` in that target',
        source: VERSION
    },
    {
        code: 'invalid-build',
        title: `\`CFBundleVersion\` is one to three period-separated integers, ${_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BUILD_LENGTH */ .Lu} characters at most`,
        level: 'refuse',
        fix: 'fix `CURRENT_PROJECT_VERSION` in that target',
        source: BUILD
    },
    {
        code: 'bad-plist',
        title: 'each property list read is readable, and a dictionary at its top level',
        level: 'refuse',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'unreadable-entry',
        title: 'each entry read inflates (not damaged, no unsupported compression)',
        level: 'refuse',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'bad-profile',
        title: '`embedded.mobileprovision` holds a readable provisioning profile',
        level: 'submit',
        fix: 'sign and export the app again',
        source: SIGNING
    },
    {
        code: 'expired-profile',
        title: 'the provisioning profile has not expired',
        level: 'submit',
        fix: 'renew it in the Apple Developer portal, then sign and export again',
        source: SIGNING
    },
    {
        code: 'missing-profile',
        title: 'the app has an `embedded.mobileprovision`, so it is signed for the App Store',
        level: 'submit',
        fix: 'export with the App Store Connect distribution method',
        source: SIGNING
    },
    {
        code: 'not-app-store-profile',
        title: 'the profile is an App Store distribution profile (not development, ad hoc, enterprise)',
        level: 'submit',
        fix: 'export with the App Store Connect method (`app-store-connect`)',
        source: SIGNING
    },
    {
        code: 'unsigned-app',
        title: 'the app has a `_CodeSignature/` folder, so it is code signed',
        level: 'submit',
        fix: 'sign it for distribution and export again',
        source: SIGNING
    }
];
/** The row of an archive check. */
function archiveCheck(code) {
    return ARCHIVE_CHECKS.find(check => check.code === code);
}


/***/ }),

/***/ 1183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dx: () => (/* binding */ kindWord),
/* harmony export */   es: () => (/* binding */ isLibrary),
/* harmony export */   nu: () => (/* binding */ slicesOf),
/* harmony export */   qF: () => (/* binding */ shownEntry),
/* harmony export */   w4: () => (/* binding */ hostOf)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9209);

/** A framework or a loose dylib: code another bundle loads, not a bundle that runs. */
const isLibrary = (bundle) => bundle.kind === 'framework' || bundle.kind === 'dylib';
/** The slices of a bundle's executable: none when it has none, or it is not a Mach-O file. */
function slicesOf(bundle) {
    const read = bundle.executable?.read;
    return read?.kind === 'macho' || read?.kind === 'malformed' ? read.slices : [];
}
/** A bundle's kind as a message names it: `app`, `extension`, `watch app`, `App Clip`, `framework`. */
const kindWord = (bundle) => KIND_WORDS[bundle.kind] ?? bundle.kind;
const KIND_WORDS = {
    'watch-app': 'watch app',
    'app-clip': 'App Clip'
};
/** An entry path of the archive, as a message shows it. */
const shownEntry = (entry) => (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(entry, 200);
/** The bundle whose Info.plist and manifest speak for a library's code: its holder, else the app. */
const hostOf = (bundle, facts) => isLibrary(bundle) ? (bundle.container ?? facts.app) : bundle;


/***/ }),

/***/ 1078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ MAX_ICON_FILES),
/* harmony export */   JH: () => (/* binding */ ASSET_CATALOG),
/* harmony export */   f8: () => (/* binding */ iconFiles),
/* harmony export */   j4: () => (/* binding */ iconName)
/* harmony export */ });
/* harmony import */ var _plist_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4844);
/**
 * Where an app's icon is, from its Info.plist and the names of its files: the asset catalog's icon
 * (CFBundleIconName, in `Assets.car`) and the icon files beside Info.plist (CFBundleIconFiles), as
 * iOS looks them up. Shared by the facts' reading (which files to read) and the icon rules.
 */

/** An app's compiled asset catalog, right in its folder. */
const ASSET_CATALOG = 'Assets.car';
/** At most this many icon files are read: Xcode copies two to six; more than this is not read. */
const MAX_ICON_FILES = 16;
/** The CFBundlePrimaryIcon dictionaries: iPhone's (CFBundleIcons), then iPad's (CFBundleIcons~ipad). */
function primaryIcons(plist) {
    return ['CFBundleIcons', 'CFBundleIcons~ipad'].flatMap(key => {
        const icons = (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(plist, key);
        const primary = (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlistDict */ .$q)(icons) ? (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(icons, 'CFBundlePrimaryIcon') : undefined;
        return (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlistDict */ .$q)(primary) ? [primary] : [];
    });
}
/** The asset catalog's icon that Info.plist names (CFBundleIconName), at its top or in a primary icon. */
function iconName(plist) {
    return [plist, ...primaryIcons(plist)]
        .map(dict => (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .stringValue */ .r$)(dict, 'CFBundleIconName'))
        .find(name => name !== undefined);
}
const strings = (value) => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string');
/** `AppIcon60x60@2x~ipad.png` → `appicon60x60`: the name an icon file is looked up by, any case. */
const FILE_PARTS = /^(.*?)(?:@[23]x)?(?:~iphone|~ipad)?\.png$/is;
const baseOf = (name) => (FILE_PARTS.exec(name)?.[1] ?? name).toLowerCase();
/**
 * The files of the bundle's folder that are the icons Info.plist names (CFBundleIconFiles in each
 * primary icon and at its top, CFBundleIconFile), looked up as iOS does: `AppIcon60x60` is
 * `AppIcon60x60.png`, `AppIcon60x60@2x.png`, `AppIcon60x60@3x~iphone.png`, … (compared in any case,
 * as on a Mac's disk). At most MAX_ICON_FILES + 1: one more says there are too many to read.
 */
function iconFiles(plist, files) {
    const named = [plist, ...primaryIcons(plist)].flatMap(dict => [
        ...strings((0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(dict, 'CFBundleIconFiles')),
        ...strings((0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(dict, 'CFBundleIconFile'))
    ]);
    const bases = new Set(named.map(baseOf));
    const found = [];
    for (const file of files) {
        if (FILE_PARTS.test(file) && bases.has(baseOf(file)))
            found.push(file);
        if (found.length > MAX_ICON_FILES)
            break;
    }
    return found;
}


/***/ }),

/***/ 6429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES),
  I: () => (/* binding */ applyRules)
});

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/ipa/plist.ts + 2 modules
var ipa_plist = __webpack_require__(4844);
// EXTERNAL MODULE: ./src/ipa/rules/facts.ts
var rules_facts = __webpack_require__(1183);
;// CONCATENATED MODULE: ./src/ipa/rules/privacy-sdks.ts
/**
 * The third-party SDKs that must carry their own privacy manifest (and a signature) when an app
 * embeds them, as Apple lists them (any version, and any SDK that repackages one), each with the bundle identifiers its vendor's builds carry where
 * one is known (read from the vendors' public Info.plists and apps that embed them). A framework
 * CocoaPods builds from the SDK's pod carries `org.cocoapods.<name>`. Apple updates the list:
 * update it (and the source) then.
 */
const PRIVACY_SDKS_SOURCE = 'https://developer.apple.com/support/third-party-SDK-requirements/ (Third-party SDK requirements: "SDKs that require a privacy manifest and signature", read 2026-11-27)';
const PRIVACY_SDKS = [
    { name: 'Abseil' },
    { name: 'AFNetworking' },
    { name: 'Alamofire', ids: ['org.alamofire.Alamofire'] },
    { name: 'AppAuth' },
    { name: 'BoringSSL' },
    { name: 'openssl_grpc' },
    { name: 'Capacitor' },
    { name: 'Charts' },
    { name: 'connectivity_plus' },
    { name: 'Cordova' },
    { name: 'device_info_plus' },
    { name: 'DKImagePickerController' },
    { name: 'DKPhotoGallery' },
    { name: 'FBAEMKit', ids: ['com.facebook.sdk.FBAEMKit'] },
    { name: 'FBLPromises' },
    { name: 'FBSDKCoreKit', ids: ['com.facebook.sdk.FBSDKCoreKit'] },
    { name: 'FBSDKCoreKit_Basics', ids: ['com.facebook.sdk.FBSDKCoreKitBasics'] },
    { name: 'FBSDKLoginKit' },
    { name: 'FBSDKShareKit' },
    { name: 'file_picker' },
    { name: 'FirebaseABTesting' },
    { name: 'FirebaseAuth' },
    { name: 'FirebaseCore' },
    { name: 'FirebaseCoreDiagnostics' },
    { name: 'FirebaseCoreExtension' },
    { name: 'FirebaseCoreInternal' },
    { name: 'FirebaseCrashlytics' },
    { name: 'FirebaseDynamicLinks' },
    { name: 'FirebaseFirestore' },
    { name: 'FirebaseInstallations' },
    { name: 'FirebaseMessaging' },
    { name: 'FirebaseRemoteConfig' },
    { name: 'Flutter', ids: ['io.flutter.flutter'] },
    { name: 'flutter_inappwebview' },
    { name: 'flutter_local_notifications' },
    { name: 'fluttertoast' },
    { name: 'FMDB' },
    { name: 'geolocator_apple' },
    { name: 'GoogleDataTransport' },
    { name: 'GoogleSignIn' },
    { name: 'GoogleToolboxForMac' },
    { name: 'GoogleUtilities' },
    { name: 'grpcpp' },
    { name: 'GTMAppAuth' },
    { name: 'GTMSessionFetcher' },
    // Not React Native's engine, which ships no manifest on purpose and is not refused: its maintainers
    // read Apple's "Hermes" as another project's (facebook/hermes#1216, read 2026-11-27). By name only;
    // React Native's own builds (`dev.hermesengine.iphoneos`) draw no doubt either.
    { name: 'hermes', notIds: ['dev.hermesengine.'] },
    { name: 'image_picker_ios' },
    { name: 'IQKeyboardManager' },
    { name: 'IQKeyboardManagerSwift' },
    { name: 'Kingfisher' },
    { name: 'leveldb' },
    { name: 'Lottie' },
    { name: 'MBProgressHUD' },
    { name: 'nanopb' },
    { name: 'OneSignal' },
    { name: 'OneSignalCore' },
    { name: 'OneSignalExtension' },
    { name: 'OneSignalOutcomes' },
    { name: 'OpenSSL' },
    { name: 'OrderedSet' },
    { name: 'package_info' },
    { name: 'package_info_plus' },
    { name: 'path_provider' },
    { name: 'path_provider_ios' },
    { name: 'Promises' },
    { name: 'Protobuf' },
    { name: 'Reachability' },
    { name: 'RealmSwift' },
    { name: 'RxCocoa' },
    { name: 'RxRelay' },
    { name: 'RxSwift' },
    { name: 'SDWebImage' },
    { name: 'share_plus' },
    { name: 'shared_preferences_ios' },
    { name: 'SnapKit' },
    { name: 'sqflite' },
    { name: 'Starscream' },
    { name: 'SVProgressHUD' },
    { name: 'SwiftyGif' },
    { name: 'SwiftyJSON' },
    { name: 'Toast' },
    { name: 'UnityFramework', ids: ['com.unity3d.framework'] },
    { name: 'url_launcher' },
    { name: 'url_launcher_ios' },
    { name: 'video_player_avfoundation' },
    { name: 'wakelock' },
    { name: 'webview_flutter_wkwebview' }
];
/** The identifier CocoaPods gives a pod's framework: `org.cocoapods.${PRODUCT_NAME:rfc1034identifier}`. */
function cocoaPodsId(name) {
    return `org.cocoapods.${name.replace(/[^A-Za-z0-9.-]/g, '-')}`;
}
const lower = (text) => text.toLowerCase();
/** Every identifier of the list, lower-cased (bundle identifiers are compared without case). */
const BY_ID = new Map(PRIVACY_SDKS.flatMap(sdk => [...(sdk.ids ?? []), cocoaPodsId(sdk.name)].map(id => [lower(id), sdk])));
/**
 * Which SDK of the list a framework is: the one whose vendor or pod identifier it carries; else,
 * only when it carries no CFBundleIdentifier to tell, the one of its name. A framework of a listed
 * name with an identifier of its own (a team's `Toast.framework`, `com.acme.Toast`) is not that SDK:
 * a false refusal costs a release, where a build of the SDK with an identifier not listed here (an
 * SDK built from its Xcode project) is a refusal App Store Connect still makes itself.
 */
function privacySdkOf(name, bundleId) {
    if (bundleId) {
        const sdk = BY_ID.get(lower(bundleId));
        return sdk && { sdk, by: 'bundle identifier' };
    }
    const sdk = PRIVACY_SDKS.find(listed => lower(listed.name) === lower(name));
    return sdk && { sdk, by: 'name' };
}
/**
 * The SDK of the list a framework is named after when its identifier does not say it is that SDK
 * (neither its vendor's nor its pod's): perhaps a build of the SDK from its sources, perhaps a
 * team's own framework of the same name. Not refused (privacySdkOf), but worth a warning.
 */
function privacySdkNamed(name, bundleId) {
    if (!bundleId || BY_ID.has(lower(bundleId)))
        return undefined;
    const sdk = PRIVACY_SDKS.find(listed => lower(listed.name) === lower(name));
    const another = sdk?.notIds?.some(prefix => lower(bundleId).startsWith(lower(prefix)));
    return another ? undefined : sdk;
}

;// CONCATENATED MODULE: ./src/ipa/rules/purpose-strings.ts
const PURPOSE_STRINGS_SOURCE = 'https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources (Requesting access to protected resources, and the keys of Information Property List: Protected resources; App Store Connect\'s ITMS-90683 "Missing purpose string in Info.plist": a refusal ("Please correct the following issues, then upload again") for the camera, photos, contacts, calendars and Apple Music, "Although delivery was successful" or "Though you are not required to fix the following issues" for location and Bluetooth, in the e-mails of 2019 to 2025 that teams quoted, read 2026-11-27)';
const objcClass = (name) => `_OBJC_CLASS_$_${name}`;
const PURPOSE_STRINGS = [
    {
        keys: ['NSCameraUsageDescription'],
        about: 'the camera',
        symbols: [objcClass('AVCaptureDevice')],
        refused: true
    },
    {
        keys: ['NSMicrophoneUsageDescription'],
        about: 'the microphone',
        symbols: [objcClass('AVAudioRecorder')]
    },
    {
        keys: ['NSLocationWhenInUseUsageDescription', 'NSLocationAlwaysAndWhenInUseUsageDescription'],
        about: 'location',
        symbols: [objcClass('CLLocationManager')]
    },
    {
        // An app that only adds, through the library's change requests, has the adding key alone.
        keys: ['NSPhotoLibraryUsageDescription', 'NSPhotoLibraryAddUsageDescription'],
        about: 'the photo library',
        symbols: [objcClass('PHPhotoLibrary'), objcClass('PHAsset')],
        refused: true
    },
    {
        // Adding only: either key lets the app save to the library.
        keys: ['NSPhotoLibraryAddUsageDescription', 'NSPhotoLibraryUsageDescription'],
        about: 'saving to the photo library',
        symbols: ['_UIImageWriteToSavedPhotosAlbum', '_UISaveVideoAtPathToSavedPhotosAlbum'],
        refused: true
    },
    {
        keys: ['NSContactsUsageDescription'],
        about: 'contacts',
        symbols: [objcClass('CNContactStore'), '_ABAddressBookCreateWithOptions'],
        refused: true
    },
    {
        keys: [
            'NSCalendarsFullAccessUsageDescription',
            'NSCalendarsWriteOnlyAccessUsageDescription',
            'NSCalendarsUsageDescription'
        ],
        about: 'calendars',
        symbols: [objcClass('EKEventStore')],
        refused: true
    },
    {
        keys: ['NSRemindersFullAccessUsageDescription', 'NSRemindersUsageDescription'],
        about: 'reminders',
        symbols: [objcClass('EKReminder')]
    },
    {
        keys: ['NSBluetoothAlwaysUsageDescription', 'NSBluetoothPeripheralUsageDescription'],
        about: 'Bluetooth',
        symbols: [objcClass('CBCentralManager'), objcClass('CBPeripheralManager')]
    },
    {
        keys: ['NSMotionUsageDescription'],
        about: 'motion and fitness data',
        symbols: [objcClass('CMMotionActivityManager'), objcClass('CMPedometer')]
    },
    {
        keys: ['NSSpeechRecognitionUsageDescription'],
        about: 'speech recognition',
        symbols: [objcClass('SFSpeechRecognizer')]
    },
    {
        // A write-only app (workouts, mindful minutes) has the update key alone.
        keys: ['NSHealthShareUsageDescription', 'NSHealthUpdateUsageDescription'],
        about: 'HealthKit data',
        symbols: [objcClass('HKHealthStore')]
    },
    {
        keys: ['NSHomeKitUsageDescription'],
        about: 'HomeKit',
        symbols: [objcClass('HMHomeManager')]
    },
    {
        keys: ['NSAppleMusicUsageDescription'],
        about: 'the media library',
        symbols: [objcClass('MPMediaLibrary'), objcClass('MPMediaQuery')],
        refused: true
    },
    {
        keys: ['NSSiriUsageDescription'],
        about: 'Siri',
        symbols: [objcClass('INPreferences')]
    },
    {
        keys: ['NSUserTrackingUsageDescription'],
        about: 'tracking (App Tracking Transparency)',
        symbols: [objcClass('ATTrackingManager')]
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/required-reason-apis.ts
var required_reason_apis = __webpack_require__(9988);
;// CONCATENATED MODULE: ./src/ipa/rules/bundle-rules.ts






const idOf = (bundle) => bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleIdentifier');
/** What a bundle's executable imports (nothing, when it is not a readable Mach-O). */
const importsOf = (bundle) => new Set((0,rules_facts/* slicesOf */.nu)(bundle).flatMap(slice => slice.imports));
/** The Objective-C selectors of the rules' lists that a bundle's executable calls. */
const selectorsOf = (bundle) => new Set((0,rules_facts/* slicesOf */.nu)(bundle).flatMap(slice => slice.selectors));
/** The bundles an app ships inside it that App Store Connect versions and names with the app. */
const nestedApps = (facts) => facts.bundles.filter(bundle => bundle.kind !== 'app' && !(0,rules_facts/* isLibrary */.es)(bundle));
/** The App Clip or watch app a bundle is part of, by the start of its path. */
const INSTALLED_APART = /^.*?\/(?:AppClips|Watch)\/[^/]+\.app\//s;
const BUNDLE_RULES = [
    {
        code: 'ITMS-90685',
        title: 'no two bundles share a CFBundleIdentifier',
        level: 'refuse',
        fix: 'give each target its own `PRODUCT_BUNDLE_IDENTIFIER`; embed a framework once',
        source: 'App Store Connect: "ITMS-90685: CFBundleIdentifier Collision. There is more than one bundle with the CFBundleIdentifier value" (read 2026-11-25)',
        check: facts => {
            const byId = new Map();
            for (const bundle of facts.bundles) {
                const id = idOf(bundle);
                // An App Clip and a watch app are installed apart from the app: each embeds its own copy.
                const installed = INSTALLED_APART.exec(bundle.path)?.[0] ?? '';
                const key = `${installed}\0${id}`;
                if (id)
                    byId.set(key, [...(byId.get(key) ?? []), bundle]);
            }
            return [...byId]
                .filter(([, bundles]) => bundles.length > 1)
                .map(([key, bundles]) => ({
                entry: `${bundles[1].path}Info.plist`,
                message: `${bundles.map(bundle => (0,rules_facts/* shownEntry */.qF)(bundle.path)).join(' and ')} have the same CFBundleIdentifier "${(0,untrusted/* oneLine */.TN)(key.slice(key.indexOf('\0') + 1), 100)}" (ITMS-90685); give each target its own PRODUCT_BUNDLE_IDENTIFIER (a framework embedded twice: embed it once, in the app), and export again.`
            }));
        }
    },
    {
        code: 'nested-bundle-id',
        title: "each extension's bundle identifier starts with its app's",
        level: 'refuse',
        fix: "set that target's `PRODUCT_BUNDLE_IDENTIFIER` to the app's followed by `.name`",
        source: 'https://developer.apple.com/documentation/xcode/configuring-an-app-extension (read 2026-11-25)',
        check: facts => {
            const appId = idOf(facts.app);
            const watchApps = facts.bundles.filter(bundle => bundle.kind === 'watch-app');
            return nestedApps(facts).flatMap(bundle => {
                const id = idOf(bundle);
                const parent = watchApps.find(watch => watch !== bundle && bundle.path.startsWith(watch.path));
                const parentId = parent ? idOf(parent) : appId;
                if (!id || !parentId || id.startsWith(`${parentId}.`))
                    return [];
                return [
                    {
                        entry: `${bundle.path}Info.plist`,
                        message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} has the bundle identifier "${(0,untrusted/* oneLine */.TN)(id, 100)}", which does not start with its app's "${(0,untrusted/* oneLine */.TN)(parentId, 100)}." as App Store Connect requires (nested-bundle-id); set that target's PRODUCT_BUNDLE_IDENTIFIER to ${(0,untrusted/* oneLine */.TN)(parentId, 100)}.<name> and export again.`
                    }
                ];
            });
        }
    },
    {
        code: 'ITMS-91053',
        title: 'every required-reason API the code uses is declared in its privacy manifest',
        level: 'refuse',
        fix: "add the category and its reason to the target's privacy manifest (`NSPrivacyAccessedAPITypes`)",
        source: required_reason_apis/* REQUIRED_REASON_SOURCE */.HU,
        check: facts => facts.bundles.flatMap(bundle => {
            // A library's code is declared for by its own manifest or by its target's, as App Store
            // Connect reads the manifests of a target together (getsentry/sentry-cocoa#3859).
            const holder = (0,rules_facts/* isLibrary */.es)(bundle) ? (0,rules_facts/* hostOf */.w4)(bundle, facts) : undefined;
            // A manifest not read within the budget may declare them (the read-limit warning says so).
            if (bundle.notRead?.has('manifest') || holder?.notRead?.has('manifest'))
                return [];
            const declared = [...(bundle.privacyTypes ?? []), ...(holder?.privacyTypes ?? [])];
            const imports = importsOf(bundle);
            const selectors = selectorsOf(bundle);
            const used = required_reason_apis/* REQUIRED_REASON_APIS */.dt.filter(category => !declared.includes(category.type)).flatMap(category => {
                const uses = (0,required_reason_apis/* usesOf */.MZ)(category, imports, selectors);
                return uses.length
                    ? [`${category.about} (${category.type}, through ${uses.join(', ')})`]
                    : [];
            });
            if (used.length === 0)
                return [];
            const manifest = holder
                ? `neither its own PrivacyInfo.xcprivacy nor that of ${(0,rules_facts/* shownEntry */.qF)(holder.path)} declares`
                : bundle.privacyTypes
                    ? 'its PrivacyInfo.xcprivacy does not declare'
                    : 'it has no PrivacyInfo.xcprivacy to declare';
            const where = holder ? "that framework's or its target's" : "that target's";
            return [
                {
                    entry: bundle.executable?.entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} uses required-reason APIs that ${manifest}: ${used.join('; ')} (ITMS-91053); add each category with its reason to ${where} PrivacyInfo.xcprivacy (NSPrivacyAccessedAPITypes), and export again.`
                }
            ];
        })
    },
    {
        code: 'ITMS-91061',
        title: "every SDK on Apple's list (known by its vendor's or its pod's bundle identifier) carries its own privacy manifest; a framework of such a name with another identifier only warns",
        level: 'refuse',
        fix: 'update the SDK to a version that ships one',
        source: PRIVACY_SDKS_SOURCE,
        check: facts => facts.bundles.flatMap(bundle => {
            const name = /([^/]+)\.framework\/$/.exec(bundle.path)?.[1];
            if (bundle.kind !== 'framework' || !name || bundle.privacyTypes)
                return [];
            const id = idOf(bundle);
            const match = privacySdkOf(name, id);
            const named = match ? undefined : privacySdkNamed(name, id);
            if (named)
                return [
                    {
                        entry: bundle.path,
                        level: 'warn',
                        message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is named as ${named.name}, an SDK on Apple's list of those that need a privacy manifest, and has none, but its bundle identifier "${(0,untrusted/* oneLine */.TN)(id ?? '', 100)}" is neither its vendor's nor CocoaPods' (ITMS-91061: App Store Connect refuses the SDK without one); if it is ${named.name}, update it to a version that ships a manifest; if it is your own framework of the same name, nothing is wrong (a warning does not stop the release).`
                    }
                ];
            if (!match)
                return [];
            const sdk = match.sdk.name;
            const how = match.by === 'name'
                ? 'by its name (it has no CFBundleIdentifier)'
                : `by its bundle identifier "${(0,untrusted/* oneLine */.TN)(id ?? '', 100)}"`;
            return [
                {
                    entry: bundle.path,
                    message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is ${sdk} (known ${how}), an SDK on Apple's list of those that need a privacy manifest, and it has no PrivacyInfo.xcprivacy (ITMS-91061); update ${sdk} to a version that ships one, and export again.`
                }
            ];
        })
    },
    {
        code: 'ITMS-90683',
        title: 'every protected resource the code uses has its purpose string in Info.plist (refused for the camera, photos, contacts, calendars and the media library; the others only warn, as App Store Connect takes those builds)',
        level: 'refuse',
        fix: 'add the key (`NSCameraUsageDescription`, …) with a sentence saying why',
        source: PURPOSE_STRINGS_SOURCE,
        check: facts => facts.bundles.flatMap(bundle => {
            if (bundle.watch)
                return [];
            const imports = importsOf(bundle);
            // A framework's code runs in the bundle that embeds it: that one's Info.plist holds the string.
            const holder = (0,rules_facts/* hostOf */.w4)(bundle, facts);
            // An Info.plist not read may have the strings; the holder's executable is not needed here.
            if (holder.notRead?.has('plist'))
                return [];
            const missing = PURPOSE_STRINGS.filter(purpose => purpose.symbols.some(symbol => imports.has(symbol)) &&
                !purpose.keys.some(key => holder.plist && (0,ipa_plist/* stringValue */.r$)(holder.plist, key)));
            // What App Store Connect refuses, and apart from it what it delivers with an e-mail.
            const refused = missing.filter(purpose => purpose.refused);
            const delivered = missing.filter(purpose => !purpose.refused);
            const keys = (purposes) => purposes.map(purpose => `${purpose.keys[0]} (${purpose.about})`).join(', ');
            const says = `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} uses APIs that need a purpose string, and ${(0,rules_facts/* shownEntry */.qF)(holder.path)}Info.plist has none for them`;
            const entry = `${holder.path}Info.plist`;
            return [
                ...(refused.length === 0
                    ? []
                    : [
                        {
                            entry,
                            message: `${says}: ${keys(refused)} (ITMS-90683); add each key with a sentence saying why the app needs it, and export again.`
                        }
                    ]),
                ...(delivered.length === 0
                    ? []
                    : [
                        {
                            entry,
                            level: 'warn',
                            message: `${says}: ${keys(delivered)} (ITMS-90683: App Store Connect takes the build and e-mails the team; App Review refuses an app that asks for it without one); add each key with a sentence saying why the app needs it in the next build.`
                        }
                    ])
            ];
        })
    },
    {
        code: 'ITMS-90473',
        title: "each extension's CFBundleShortVersionString is the app's",
        level: 'warn',
        fix: 'set `MARKETING_VERSION` the same in every target',
        source: 'App Store Connect: "ITMS-90473: CFBundleShortVersionString Mismatch" (a warning: the build is taken; read 2026-11-25)',
        check: facts => {
            const version = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'CFBundleShortVersionString');
            if (!version)
                return [];
            return nestedApps(facts).flatMap(bundle => {
                const own = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleShortVersionString');
                if (!own || own === version)
                    return [];
                return [
                    {
                        entry: `${bundle.path}Info.plist`,
                        message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} has the version ${(0,untrusted/* oneLine */.TN)(own, 40)} where the app has ${(0,untrusted/* oneLine */.TN)(version, 40)} (ITMS-90473: App Store Connect takes it with a warning); set MARKETING_VERSION the same in every target.`
                    }
                ];
            });
        }
    },
    {
        code: 'export-compliance',
        title: 'the app says whether it uses non-exempt encryption (ITSAppUsesNonExemptEncryption)',
        level: 'warn',
        fix: 'add the key (`NO` when the app uses only exempt encryption, such as HTTPS)',
        source: 'https://developer.apple.com/documentation/security/complying-with-encryption-export-regulations (read 2026-11-25)',
        check: facts => {
            const plist = facts.app.plist;
            if (!plist || (0,ipa_plist/* ownValue */.eC)(plist, 'ITSAppUsesNonExemptEncryption') !== undefined)
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist has no ITSAppUsesNonExemptEncryption, so the build waits in TestFlight on "Missing Compliance" until someone answers by hand (export-compliance); add it (NO when the app uses only exempt encryption, such as HTTPS) and export again.`
                }
            ];
        }
    }
];

// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
;// CONCATENATED MODULE: ./src/ipa/rules/platforms.ts

/**
 * Which Apple platform a bundle and each slice of its executable are built for, in the words a
 * message needs: the platform's name, its deployment target setting, and the lowest minimum OS a
 * toolchain writes for an architecture (a slice at that floor was raised there by the linker).
 */


const PLATFORM_WORDS = {
    ios: { name: 'iOS', deploymentTarget: 'IPHONEOS_DEPLOYMENT_TARGET' },
    watchos: { name: 'watchOS', deploymentTarget: 'WATCHOS_DEPLOYMENT_TARGET' },
    tvos: { name: 'tvOS', deploymentTarget: 'TVOS_DEPLOYMENT_TARGET' },
    visionos: { name: 'visionOS', deploymentTarget: 'XROS_DEPLOYMENT_TARGET' },
    macos: { name: 'macOS', deploymentTarget: 'MACOSX_DEPLOYMENT_TARGET' }
};
const PLATFORM_SOURCE = "Xcode's build settings as projects set them: SUPPORTED_PLATFORMS and SDKROOT (iphoneos, appletvos, xros, watchos, and their simulators; Info.plist's CFBundleSupportedPlatforms and DTPlatformName), TARGETED_DEVICE_FAMILY (Info.plist's UIDeviceFamily: 3 Apple TV, 4 Apple Watch, 6 Mac, 7 Apple Vision) and XROS_DEPLOYMENT_TARGET; App Store Connect takes tvOS and visionOS apps through Xcode's Organizer and Transporter (https://help.apple.com/asc/appsaltool/: IPA files deliver iOS and tvOS apps; read 2026-11-27)";
/** CFBundleSupportedPlatforms and DTPlatformName values (any case), as a slice's platform. */
const PLIST_PLATFORMS = {
    iphoneos: 'ios',
    iphonesimulator: 'ios-simulator',
    watchos: 'watchos',
    watchsimulator: 'watchos-simulator',
    appletvos: 'tvos',
    appletvsimulator: 'tvos-simulator',
    xros: 'visionos',
    xrsimulator: 'visionos-simulator',
    macosx: 'macos'
};
/** UIDeviceFamily numbers of the devices that are not an iPhone or iPad (1, 2). */
const DEVICE_FAMILIES = {
    3: 'tvos',
    4: 'watchos',
    6: 'macos',
    7: 'visionos'
};
/**
 * The platform a bundle's Info.plist says it is built for: CFBundleSupportedPlatforms, else
 * DTPlatformName, else a UIDeviceFamily naming no iPhone or iPad. Undefined when it says nothing.
 */
function declaredPlatform(plist) {
    if (!plist)
        return undefined;
    const supported = (0,ipa_plist/* ownValue */.eC)(plist, 'CFBundleSupportedPlatforms');
    const first = Array.isArray(supported) ? supported[0] : undefined;
    const named = typeof first === 'string' ? first : (0,ipa_plist/* stringValue */.r$)(plist, 'DTPlatformName');
    const fromName = named ? PLIST_PLATFORMS[named.toLowerCase()] : undefined;
    if (fromName)
        return fromName;
    const families = (0,ipa_plist/* ownValue */.eC)(plist, 'UIDeviceFamily');
    if (!Array.isArray(families) || families.some(family => family === 1 || family === 2))
        return undefined;
    const family = families.find(value => typeof value === 'number' && DEVICE_FAMILIES[value]);
    return typeof family === 'number' ? DEVICE_FAMILIES[family] : undefined;
}
/** `tvos` of `tvos-simulator`; undefined for a platform an IPA never holds (driverkit, …). */
function devicePlatform(platform) {
    const base = platform?.replace(/-simulator$/, '');
    if (base === 'mac-catalyst')
        return 'macos';
    return base && base in PLATFORM_WORDS ? base : undefined;
}
/**
 * The platform the main app is built for: what its executable's slices are built for, unless one
 * of them is iOS (a simulator build is iOS too); else what its Info.plist says; else iOS.
 */
function appPlatform(facts) {
    const built = (0,rules_facts/* slicesOf */.nu)(facts.app).flatMap(slice => devicePlatform(slice.platform) ?? []);
    const declared = devicePlatform(declaredPlatform(facts.app.plist));
    const platform = built.length > 0 && !built.includes('ios')
        ? built[0]
        : built.length > 0
            ? 'ios'
            : (declared ?? 'ios');
    return { platform, byExecutable: built.includes(platform), byInfoPlist: declared === platform };
}
/** The platform a bundle of an iOS app runs on: watchOS inside a watch app, iOS elsewhere. */
const ownPlatform = (bundle) => bundle.watch ? 'watchos' : 'ios';
/**
 * What a slice is when it is not for its bundle's device platform: `a simulator build`, `a Mac
 * slice`, `a Mac Catalyst slice`, `a tvOS slice`; undefined when the slice says no platform.
 */
function sliceKind(platform) {
    if (platform === undefined)
        return undefined;
    if (platform.endsWith('-simulator'))
        return 'a simulator build';
    if (platform === 'macos')
        return 'a Mac slice';
    if (platform === 'mac-catalyst')
        return 'a Mac Catalyst slice';
    const device = devicePlatform(platform);
    return device ? `${(0,format/* withArticle */.vJ)(PLATFORM_WORDS[device].name)} slice` : `a slice for ${platform}`;
}
/**
 * The lowest minimum OS the toolchain writes for an architecture on a platform: a lower deployment
 * target is raised to it in that slice, so a slice at its floor needs no more than MinimumOSVersion.
 */
const LINKER_FLOORS = [
    // 64-bit ARM came with iOS 7 (iPhone 5s): Xcode's toolchain raises an arm64 slice's target to it.
    { arch: 'arm64', platform: 'ios', floor: '7.0' },
    // LLVM Triple::getMinimumSupportedOSVersion: "ARM64e slice is supported starting from iOS 14".
    { arch: 'arm64e', platform: 'ios', floor: '14.0' },
    // arm64_32 came with watchOS 5 (Apple Watch Series 4).
    { arch: 'arm64_32', platform: 'watchos', floor: '5.0' },
    // LLVM: "ARM64/ARM64e slices are supported starting from watchOS 26".
    { arch: 'arm64', platform: 'watchos', floor: '26.0' },
    { arch: 'arm64e', platform: 'watchos', floor: '26.0' }
];
const LINKER_FLOORS_SOURCE = "LLVM's Triple::getMinimumSupportedOSVersion (llvm/lib/TargetParser/Triple.cpp), which clang passes to the linker in -platform_version, and the first OS of each architecture";
function linkerFloor(arch, platform) {
    return LINKER_FLOORS.find(entry => entry.arch === arch && entry.platform === platform)?.floor;
}

;// CONCATENATED MODULE: ./src/ipa/rules/versions.ts
/** Compares dotted versions (`17.0` < `17.0.1` < `18`); a missing part counts as 0. */
function compareVersions(a, b) {
    const pa = a.split('.').map(part => Number.parseInt(part, 10) || 0);
    const pb = b.split('.').map(part => Number.parseInt(part, 10) || 0);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
        if (diff !== 0)
            return Math.sign(diff);
    }
    return 0;
}
/** The version in an SDK name such as `iphoneos18.2` (Info.plist's DTSDKName). */
function sdkNameVersion(name) {
    return /(\d+(?:\.\d+)*)$/.exec(name)?.[1];
}
/** An SDK the binary records: an SDK of 0 (`0.0`) means the linker was given none. */
const recorded = (version) => version !== undefined && compareVersions(version, '0') !== 0;

;// CONCATENATED MODULE: ./src/ipa/rules/apple-schedule.ts

const UPCOMING = 'https://developer.apple.com/news/upcoming-requirements/ (Upcoming Requirements';
/** Every requirement, oldest first within each kind. */
const APPLE_SCHEDULE = [
    {
        code: 'ITMS-90725',
        kind: 'sdk',
        version: '26.0',
        from: '2026-04-28',
        refusesFrom: '2026-04-28',
        starts: 'April 28, 2026',
        xcode: 'Xcode 26',
        source: `${UPCOMING}: "Beginning April 28, 2026, apps uploaded to App Store Connect must be built with Xcode 26 or later using an SDK for iOS 26", and https://developer.apple.com/news/?id=ueeok6yw; read 2026-11-27)`
    },
    {
        code: 'ITMS-90725',
        kind: 'sdk',
        version: '27.0',
        from: '2027-04-01',
        // Apple named the month, not the day: by its last day the rule is surely in force.
        refusesFrom: '2027-04-30',
        starts: 'April 2027',
        xcode: 'Xcode 27',
        source: 'https://developer.apple.com/news/?id=k1mtkt1k (App Store submissions now open for the latest OS releases, 2026-09-09: from April 2027 apps uploaded to App Store Connect must be built with the iOS 27 SDK or later; read 2026-11-27)'
    },
    // No row of iOS 13 from September 9, 2026: no page of Apple's read says App Store Connect refuses
    // a MinimumOSVersion below 13.0 (the stored Upcoming Requirements page has no such row; only a
    // third party's FAQ says it does), and Apple's ITMS-90068 notices of 2026 were sent with builds
    // of MinimumOSVersion 13.0 and 14.0 that were delivered ("Although delivery was successful"),
    // naming iOS 15 from spring 2027 alone: https://github.com/rokwire/illinois-app/issues/5972
    // (2026-08-12), https://github.com/SwiftOldDriver/iOS-Weekly/issues/5416 (2026-08-18).
    {
        code: 'ITMS-90068',
        kind: 'minimum-os',
        version: '15.0',
        // "Spring 2027", from its first day: no day of refusal is named, so it warns and never refuses
        // until a page of Apple's names one (then it is `refusesFrom`).
        from: '2027-03-20',
        starts: 'spring 2027',
        source: 'App Store Connect, as https://github.com/rokwire/illinois-app/issues/5972 quotes it (2026-08-12): "Although delivery was successful, you may want to correct the following issues in your next delivery. […] ITMS-90068: MinimumOSVersion too low - This app has a MinimumOSVersion of 14.0. Starting in Spring 2027, all iOS apps must have a MinimumOSVersion of 15.0 or later in order to be uploaded to App Store Connect or submitted for distribution" (read 2026-12-06)'
    }
];
const day = (date) => new Date(`${date}T00:00:00Z`);
/** Where a row stands on a date: still ahead, perhaps applied already, or surely refused. */
function standing(requirement, now) {
    if (requirement.refusesFrom && now >= day(requirement.refusesFrom))
        return 'refused';
    return now >= day(requirement.from) ? 'starting' : 'ahead';
}
/** The rows of a kind App Store Connect surely applies on a date: the newest decides. */
function inForce(kind, now) {
    return APPLE_SCHEDULE.filter(requirement => requirement.kind === kind && standing(requirement, now) === 'refused').at(-1);
}
/**
 * The rows announced and not yet surely applied on a date, the deadline radar's: but those a row in
 * force already asks as much as (iOS 13 once iOS 15 is refused).
 */
function announced(now) {
    return APPLE_SCHEDULE.filter(requirement => {
        const current = inForce(requirement.kind, now);
        return (standing(requirement, now) !== 'refused' &&
            (!current || compareVersions(requirement.version, current.version) > 0));
    });
}
/**
 * When a row starts, as a message gives it: Apple's words ("April 28, 2026"), and the earliest day
 * where they name a month or a season, not a day ("April 2027").
 */
function when(requirement) {
    return /\d, \d{4}$/.test(requirement.starts)
        ? requirement.starts
        : `${requirement.starts} (${requirement.from} at the earliest)`;
}

;// CONCATENATED MODULE: ./src/ipa/rules/sdk-minimum.ts

function asMinimum(row) {
    return {
        sdk: row.version,
        since: row.refusesFrom ?? row.from,
        xcode: row.xcode ?? `Xcode ${row.version.split('.')[0]}`,
        source: row.source
    };
}
/**
 * The SDK minimum App Store Connect applies on a date (undefined before the first), from the SDK
 * rows of Apple's schedule (apple-schedule.ts): a new requirement is a new row there.
 */
function sdkMinimumOn(now) {
    const row = inForce('sdk', now);
    return row && asMinimum(row);
}
/** The SDK minimum in force on the day the schedule was last read (2026-11-27), for the rule's docs. */
const SDK_MINIMUM = asMinimum(inForce('sdk', new Date('2026-11-27T00:00:00Z')));

;// CONCATENATED MODULE: ./src/ipa/rules/executable-rules.ts







/** Intel slices run in a simulator or on a Mac, never on an iPhone or Apple Watch. */
const INTEL_ARCHS = ['x86_64', 'x86_64h', 'i386'];
/** Findings a slice test makes, one per executable. */
function perExecutable(facts, test, say) {
    return facts.bundles.flatMap(bundle => {
        const hit = (0,rules_facts/* slicesOf */.nu)(bundle).filter(slice => test(slice, bundle));
        const entry = bundle.executable?.entry ?? bundle.path;
        return hit.length ? [{ entry, message: say(entry, hit, bundle) }] : [];
    });
}
const archs = (slices) => slices.map(slice => slice.arch).join(', ');
const EXECUTABLE_RULES = [
    {
        code: 'executable-missing-or-not-macho',
        title: 'every bundle has its executable, and it is a Mach-O file',
        level: 'refuse',
        fix: 'export the IPA again from the Xcode archive, and replace no file in it',
        source: 'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleexecutable (read 2026-11-25)',
        check: facts => facts.bundles.flatMap(bundle => {
            const executable = bundle.executable;
            if (!executable)
                return [];
            if (!executable.read)
                return [
                    {
                        entry: executable.entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(executable.entry)}, the executable its Info.plist names (CFBundleExecutable), is not in the archive (executable-missing-or-not-macho); export the IPA again from the Xcode archive.`
                    }
                ];
            if (executable.read.kind === 'not-macho')
                return [
                    {
                        entry: executable.entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(executable.entry)} is not a Mach-O file: ${executable.read.magic ? `it starts with ${executable.read.magic}` : 'it is empty'} (executable-missing-or-not-macho); export the IPA again from the Xcode archive, and do not replace files in it.`
                    }
                ];
            if (executable.read.kind === 'malformed')
                return [
                    {
                        entry: executable.entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(executable.entry)} is a damaged Mach-O file: ${(0,untrusted/* oneLine */.TN)(executable.read.detail, 200)} (executable-missing-or-not-macho); build and export the IPA again.`
                    }
                ];
            return [];
        })
    },
    {
        code: 'ITMS-90087',
        title: 'no Intel slices (x86_64, i386: simulator, Mac or Mac Catalyst builds) in an executable',
        level: 'refuse',
        fix: 'archive for a device (ARCHS, EXCLUDED_ARCHS); for a framework, embed it as an XCFramework or `lipo -remove` each Intel architecture',
        source: 'App Store Connect: "ITMS-90087: Unsupported Architectures. The executable contains unsupported architectures \'[x86_64, i386]\'" (read 2026-11-25)',
        check: facts => perExecutable(facts, slice => INTEL_ARCHS.includes(slice.arch), (entry, slices, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} holds ${intelSlices(slices)}, which App Store Connect refuses in ${(0,format/* withArticle */.vJ)(PLATFORM_WORDS[ownPlatform(bundle)].name)} app (ITMS-90087); ${!(0,rules_facts/* isLibrary */.es)(bundle)
            ? `archive for a device ("${deviceDestination(bundle)}") with ${slices.map(slice => slice.arch).join(' and ')} out of the target's ARCHS (EXCLUDED_ARCHS), and export again.`
            : `embed the ${(0,rules_facts/* kindWord */.dx)(bundle)} as an XCFramework (Xcode then copies its device slice only), or strip ${slices.length > 1 ? 'those slices' : 'that slice'} in a build phase (${lipoRemove(entry, slices)}), and export again.`}`)
    },
    {
        code: 'platform',
        title: 'an iOS app (this service submits iOS apps), each executable built for the device: not a simulator, Mac, tvOS or visionOS build',
        level: 'refuse',
        fix: 'archive for "Any iOS Device (arm64)"; upload a tvOS or visionOS app with Xcode\'s Organizer or Transporter',
        source: PLATFORM_SOURCE,
        check: facts => {
            const app = appPlatform(facts);
            if (app.platform !== 'ios')
                return [otherPlatformApp(facts, app)];
            return perExecutable(facts, (slice, bundle) => !INTEL_ARCHS.includes(slice.arch) &&
                slice.platform !== undefined &&
                slice.platform !== ownPlatform(bundle), (entry, slices, bundle) => {
                const kind = sliceKind(slices[0].platform) ?? 'another build';
                const built = slices.map(slice => `${slice.arch} for ${(0,untrusted/* oneLine */.TN)(slice.platform ?? '', 30)}`);
                const own = PLATFORM_WORDS[ownPlatform(bundle)].name;
                const fix = !(0,rules_facts/* isLibrary */.es)(bundle)
                    ? `archive for "${deviceDestination(bundle)}" in Xcode and export again`
                    : `embed the ${own} device build of that ${(0,rules_facts/* kindWord */.dx)(bundle)} (an XCFramework lets Xcode pick it), and export again`;
                return `${(0,rules_facts/* shownEntry */.qF)(entry)} holds ${kind} (${built.join(', ')}), not a build for ${own} devices (platform); ${fix}.`;
            });
        }
    },
    {
        code: 'ITMS-90725',
        title: `built with the iOS ${SDK_MINIMUM.sdk} SDK or later (from ${SDK_MINIMUM.since})`,
        level: 'refuse',
        fix: `build with ${SDK_MINIMUM.xcode} or later`,
        source: SDK_MINIMUM.source,
        check: facts => {
            const minimum = sdkMinimumOn(facts.now);
            if (!minimum)
                return [];
            const old = (version) => recorded(version) && compareVersions(version, minimum.sdk) < 0;
            const fix = (platform) => `App Store Connect takes builds made with the ${PLATFORM_WORDS[platform].name} ${minimum.sdk} SDK or later since ${minimum.since} (ITMS-90725); build with ${minimum.xcode} or later and export again.`;
            const found = perExecutable(facts, (slice, bundle) => !(0,rules_facts/* isLibrary */.es)(bundle) && slice.platform === ownPlatform(bundle) && old(slice.sdk), (entry, slices, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} was built with the SDK ${slices[0].sdk}: ${fix(ownPlatform(bundle))}`);
            const sdkName = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'DTSDKName');
            if (found.length === 0 && sdkName && old(sdkNameVersion(sdkName)))
                found.push({
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist says it was built with the SDK ${(0,untrusted/* oneLine */.TN)(sdkName, 40)} (DTSDKName): ${fix('ios')}`
                });
            return found;
        }
    },
    {
        code: 'ITMS-90208',
        title: "no executable's slice for its own platform needs a newer OS than its bundle's MinimumOSVersion",
        level: 'refuse',
        fix: "make the target's and the framework's deployment targets (IPHONEOS_ or WATCHOS_DEPLOYMENT_TARGET) agree",
        source: `App Store Connect: "ITMS-90208: Invalid Bundle. The bundle does not support the minimum OS Version specified in the Info.plist"; slices at their architecture's floor: ${LINKER_FLOORS_SOURCE} (read 2026-11-27)`,
        check: facts => perExecutable(facts, (slice, bundle) => needsNewerOs(slice, bundle, minimumOs(bundle, facts)), (entry, slices, bundle) => {
            const { name, deploymentTarget } = PLATFORM_WORDS[ownPlatform(bundle)];
            const minimum = (0,untrusted/* oneLine */.TN)(minimumOs(bundle, facts) ?? '', 20);
            const ownMinimum = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'MinimumOSVersion');
            // A framework's own MinimumOSVersion is what is compared: the app's target changes nothing.
            const fix = !(0,rules_facts/* isLibrary */.es)(bundle)
                ? `make the target's ${deploymentTarget} and its Info.plist's MinimumOSVersion agree (Xcode writes one from the other)`
                : ownMinimum
                    ? `set MinimumOSVersion in that ${(0,rules_facts/* kindWord */.dx)(bundle)}'s Info.plist to ${slices[0].minOs}, or build it for ${name} ${minimum} (its ${deploymentTarget}); a vendor's: take a release whose Info.plist and binary agree`
                    : `build that ${(0,rules_facts/* kindWord */.dx)(bundle)} for ${name} ${minimum} (its ${deploymentTarget}), or raise the app's ${deploymentTarget} to ${slices[0].minOs}`;
            return `${(0,rules_facts/* shownEntry */.qF)(entry)} needs ${name} ${slices[0].minOs} or later (${archs(slices)}), but its bundle says MinimumOSVersion ${minimum} (ITMS-90208); ${fix}, and export again.`;
        })
    },
    {
        code: 'ITMS-90482',
        title: 'no bitcode (__LLVM segment) in an executable',
        level: 'refuse',
        fix: '`ENABLE_BITCODE = NO` in the app target; a framework rebuilt without it, or `xcrun bitcode_strip -r`',
        source: 'App Store Connect: "ITMS-90482: Invalid Executable. The executable contains bitcode" (Xcode 14 and later build without it; read 2026-11-25)',
        check: facts => perExecutable(facts, slice => slice.segments.includes('__LLVM'), (entry, _slices, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} still holds bitcode (an __LLVM segment), which App Store Connect refuses (ITMS-90482); ${!(0,rules_facts/* isLibrary */.es)(bundle)
            ? `set ENABLE_BITCODE = NO in the ${(0,rules_facts/* kindWord */.dx)(bundle)}'s target (and rebuild any static library linked into it without bitcode)`
            : `rebuild that ${(0,rules_facts/* kindWord */.dx)(bundle)} with ENABLE_BITCODE = NO, or strip it in a build phase (xcrun bitcode_strip -r ${fileName(entry)} -o ${fileName(entry)})`}, and export again.`)
    },
    {
        code: 'encrypted-executable',
        title: 'no encrypted executable (an app downloaded from the App Store, not a build)',
        level: 'refuse',
        fix: 'export the IPA from your Xcode archive',
        source: 'https://developer.apple.com/documentation/kernel/encryption_info_command (LC_ENCRYPTION_INFO cryptid, read 2026-11-25)',
        check: facts => perExecutable(facts, slice => slice.encrypted, entry => `${(0,rules_facts/* shownEntry */.qF)(entry)} is encrypted (cryptid 1): it comes from an app the App Store delivered, not from a build (encrypted-executable); export the IPA from your Xcode archive.`)
    }
];
/**
 * The MinimumOSVersion an executable is held to: its bundle's, or for a framework without one or a
 * dylib, that of the bundle whose Frameworks folder holds it (the app's when not known).
 */
function minimumOs(bundle, facts) {
    const own = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'MinimumOSVersion');
    if (own || !(0,rules_facts/* isLibrary */.es)(bundle))
        return own;
    const host = (0,rules_facts/* hostOf */.w4)(bundle, facts);
    return host.plist && (0,ipa_plist/* stringValue */.r$)(host.plist, 'MinimumOSVersion');
}
const deviceDestination = (bundle) => ownPlatform(bundle) === 'watchos' ? 'Any watchOS Device' : 'Any iOS Device (arm64)';
/** `x86_64 and i386 (simulator slices)`, `x86_64 (a Mac Catalyst slice)`. */
function intelSlices(slices) {
    const kinds = new Map();
    for (const slice of slices) {
        const kind = slice.platform === 'macos' || slice.platform === 'mac-catalyst'
            ? sliceKind(slice.platform)
            : 'a simulator slice';
        kinds.set(kind, [...(kinds.get(kind) ?? []), slice.arch]);
    }
    return [...kinds]
        .map(([kind, arches]) => arches.length > 1
        ? `${arches.join(' and ')} (${kind.replace(/^an? (.*) slice$/, '$1 slices')})`
        : `${arches[0]} (${kind})`)
        .join(', ');
}
/** One `lipo` that removes every slice named, each by its own `-remove`. */
function lipoRemove(entry, slices) {
    const file = fileName(entry);
    const removes = slices.map(slice => `-remove ${slice.arch}`).join(' ');
    return `lipo ${file} ${removes} -output ${file}`;
}
/** The executable's file name, quoted for a shell: what a build phase's command names. */
const fileName = (entry) => `"${(0,untrusted/* oneLine */.TN)(entry.slice(entry.lastIndexOf('/') + 1), 100)}"`;
/**
 * A slice of the bundle's own platform that needs a newer OS than MinimumOSVersion, unless it sits
 * at its architecture's floor: the toolchain raised a lower deployment target to it.
 */
function needsNewerOs(slice, bundle, minimum) {
    if (slice.minOs === undefined || minimum === undefined)
        return false;
    if (slice.platform !== ownPlatform(bundle))
        return false;
    if (compareVersions(slice.minOs, minimum) <= 0)
        return false;
    const floor = linkerFloor(slice.arch, ownPlatform(bundle));
    return floor === undefined || compareVersions(slice.minOs, floor) > 0;
}
/** The one finding for an app of another platform than iOS: what it is, and where it goes. */
function otherPlatformApp(facts, { platform, ...by }) {
    const app = facts.app;
    const evidence = by.byInfoPlist && by.byExecutable
        ? 'as its Info.plist and its executable say'
        : by.byExecutable
            ? 'as its executable is built'
            : 'as its Info.plist says (CFBundleSupportedPlatforms, DTPlatformName, UIDeviceFamily)';
    const { name } = PLATFORM_WORDS[platform];
    return {
        entry: by.byInfoPlist ? `${app.path}Info.plist` : (app.executable?.entry ?? app.path),
        message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} is ${(0,format/* withArticle */.vJ)(name)} app, ${evidence}, and this service submits iOS apps only (platform); upload ${(0,format/* withArticle */.vJ)(name)} build to App Store Connect with Xcode's Organizer or Transporter, or archive the iOS app for "Any iOS Device (arm64)".`
    };
}

;// CONCATENATED MODULE: ./src/ipa/rules/structure-rules.ts

/** What a bundle's Mach-O is to the one who fixes it, by kind. */
const ROLE = {
    app: "the app's executable",
    extension: "an app extension's executable",
    'app-clip': "an App Clip's executable",
    'watch-app': "a watch app's executable",
    framework: "a framework's binary",
    dylib: 'a dylib in Frameworks/'
};
/** What each file type is, in words (mach-o/loader.h). */
const FILE_TYPES = {
    MH_EXECUTE: 'an executable',
    MH_DYLIB: 'a dynamic library',
    MH_OBJECT: 'an unlinked object file',
    MH_BUNDLE: 'a loadable bundle',
    MH_DSYM: "a .dSYM's debug symbols, with no code"
};
/** The file type a bundle's Mach-O must have: a framework or a dylib is loaded, the rest run. */
const expectedType = (bundle) => (0,rules_facts/* isLibrary */.es)(bundle) ? 'MH_DYLIB' : 'MH_EXECUTE';
/** How to get the right file type, for the bundle at fault. */
function fileTypeFix(bundle, found) {
    if (found === 'MH_DSYM')
        return 'copy the binary from the build products, not from its .dSYM, or export the IPA again from the Xcode archive';
    if (bundle.kind === 'dylib')
        return 'embed only dynamic libraries there (built with MACH_O_TYPE = mh_dylib), or leave this file out, and export again';
    if (bundle.kind === 'framework')
        return "rebuild the framework as a dynamic library (Mach-O Type, MACH_O_TYPE = mh_dylib), or use its vendor's dynamic build, and export again";
    return "set that target's Mach-O Type (MACH_O_TYPE) to Executable (mh_execute), and export again";
}
function fileTypeFinding(bundle) {
    const executable = bundle.executable;
    const read = executable?.read;
    if (!executable || !read)
        return [];
    const entry = (0,rules_facts/* shownEntry */.qF)(executable.entry);
    const role = ROLE[bundle.kind];
    if (read.kind === 'static-library') {
        const fix = (0,rules_facts/* isLibrary */.es)(bundle)
            ? 'link it statically and do not embed it: set it to "Do Not Embed" in the target\'s Frameworks, Libraries, and Embedded Content (a framework meant to be embedded is built with MACH_O_TYPE = mh_dylib), and export again'
            : "set that target's Mach-O Type (MACH_O_TYPE) to Executable (mh_execute), and export again";
        return [
            {
                entry: executable.entry,
                message: `${entry} is a static library (an ar archive of object files) where ${role} must be a linked Mach-O, and no device loads it (executable-file-type); ${fix}.`
            }
        ];
    }
    if (read.kind !== 'macho')
        return [];
    const expected = expectedType(bundle);
    const wrong = read.slices.find(slice => slice.fileType && slice.fileType !== expected);
    if (!wrong?.fileType)
        return [];
    const found = wrong.fileType;
    const what = FILE_TYPES[found] ?? 'another kind of Mach-O';
    return [
        {
            entry: executable.entry,
            message: `${entry} is ${what} (${found}) where ${role} must be ${FILE_TYPES[expected]} (${expected}) (executable-file-type); ${fileTypeFix(bundle, found)}.`
        }
    ];
}
/** The few files a Frameworks folder holds, by name, for a message. */
function heldNames(folder, bundles) {
    const names = bundles
        .filter(bundle => bundle.container === folder)
        .map(bundle => (0,rules_facts/* shownEntry */.qF)(bundle.path.replace(/\/$/, '').split('/').pop() ?? ''));
    if (names.length === 0)
        return '';
    const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
    return ` (${names.slice(0, 3).join(', ')}${more})`;
}
const STRUCTURE_RULES = [
    {
        code: 'executable-file-type',
        title: 'each executable is linked as what its bundle needs: an executable for an app or extension, a dynamic library for a framework or dylib',
        level: 'refuse',
        fix: 'set the Mach-O Type (`MACH_O_TYPE`) of the target; embed no static library, object file or dSYM',
        source: 'App Store Connect: "ITMS-90171: Invalid Bundle Structure - The binary file … is not permitted. Your app can\'t contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles"; mach_header.filetype in mach-o/loader.h (read 2026-11-27)',
        check: facts => facts.bundles.flatMap(fileTypeFinding)
    },
    {
        code: 'ITMS-90206',
        title: 'no app extension, and no framework, has a Frameworks folder of its own',
        level: 'refuse',
        fix: 'set the framework to "Do Not Embed" in the extension target (or take it out of the framework that holds it) and embed it in the app',
        source: "App Store Connect: \"ITMS-90206: Invalid Bundle. The bundle at 'X.appex' contains disallowed file 'Frameworks'\", and at 'Frameworks/X.framework' alike (Carthage and prebuilt frameworks, reported 2018-2020): an iOS app extension loads the frameworks its app embeds (https://developer.apple.com/library/archive/technotes/tn2435/_index.html, https://github.com/CocoaPods/CocoaPods/issues/4203). No Apple page found names App Clips or watchOS extensions: an App Clip is an app and embeds its own, and CocoaPods embeds frameworks in watchOS 2 extensions (read 2026-11-27)",
        check: facts => [
            ...facts.bundles
                .filter(bundle => bundle.kind === 'extension' && !bundle.watch && bundle.frameworksFolder)
                .map(bundle => ({
                entry: bundle.frameworksFolder,
                message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is an app extension with a Frameworks folder of its own${heldNames(bundle, facts.bundles)}, which App Store Connect refuses: "contains disallowed file 'Frameworks'" (ITMS-90206); in the extension target's Frameworks and Libraries set each one to "Do Not Embed" and embed it in the app target instead (the extension loads it from the app's Frameworks through @rpath), and export again.`
            })),
            // A framework that nests frameworks (an umbrella framework, or a prebuilt one that carries its
            // dependencies) is refused alike: "Frameworks/X.framework contains disallowed file 'Frameworks'".
            ...facts.bundles
                .filter(bundle => bundle.kind === 'framework' && bundle.frameworksFolder)
                .map(bundle => ({
                entry: bundle.frameworksFolder,
                message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is a framework with a Frameworks folder of its own, which App Store Connect refuses: "contains disallowed file 'Frameworks'" (ITMS-90206); embed the frameworks it holds in the app target instead, each once, and remove the folder from that framework (or take a build of it without its dependencies inside), and export again.`
            }))
        ]
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/profile-rules.ts



/**
 * A bundle signed with a provisioning profile made for another app: what a white-label build
 * re-signed with the wrong profile looks like. The profile's `application-identifier` is
 * `<prefix>.<bundle id>`, where the bundle id may end in a wildcard (`*`, `com.example.*`).
 */
const PROFILE_RULES = [
    {
        code: 'profile-app-id',
        title: "each bundle's provisioning profile is made for its bundle identifier (application-identifier, wildcards honoured) and its team's prefix",
        level: 'refuse',
        fix: 'sign each bundle with a profile made for its bundle identifier',
        source: 'App Store Connect: "ITMS-90164: Invalid Code Signing Entitlements. The entitlements in your app bundle signature do not match the ones that are contained in the provisioning profile" and "ITMS-90046: … value for key \'application-identifier\' … should be a string starting with your TEAMID, followed by a dot \'.\', followed by the bundle identifier" (as quoted in fastlane/fastlane#1322 and bazelbuild/rules_apple#181; read 2026-11-27)',
        check: facts => facts.bundles.flatMap(bundle => mismatch(bundle) ?? [])
    }
];
function mismatch(bundle) {
    const profile = bundle.profile;
    const bundleId = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleIdentifier');
    const appId = profile?.read.appId;
    if (!profile || !bundleId || appId === undefined)
        return undefined;
    const dot = appId.indexOf('.');
    const prefix = dot < 0 ? '' : appId.slice(0, dot);
    const pattern = dot < 0 ? appId : appId.slice(dot + 1);
    const where = `${(0,rules_facts/* shownEntry */.qF)(bundle.path)}, whose bundle identifier is ${(0,untrusted/* oneLine */.TN)(bundleId, 155)}, has the provisioning profile ${(0,rules_facts/* shownEntry */.qF)(profile.entry)}`;
    const fix = `sign that ${(0,rules_facts/* kindWord */.dx)(bundle)} with a profile made for ${(0,untrusted/* oneLine */.TN)(bundleId, 155)} (its App ID), and export again.`;
    if (!matchesBundleId(pattern, bundleId))
        return {
            entry: profile.entry,
            message: `${where}, made for ${(0,untrusted/* oneLine */.TN)(appId, 160)} (profile-app-id); ${fix}`
        };
    const prefixes = teamPrefixes(profile.read);
    if (prefixes.length > 0 && !prefixes.includes(prefix))
        return {
            entry: profile.entry,
            message: `${where}, whose application identifier ${(0,untrusted/* oneLine */.TN)(appId, 160)} starts with no prefix of its team (${prefixes.map(p => (0,untrusted/* oneLine */.TN)(p, 20)).join(', ')}) (profile-app-id); ${fix}`
        };
    return undefined;
}
/** Whether the bundle id part of an application-identifier covers a bundle id. */
function matchesBundleId(pattern, bundleId) {
    if (pattern === '*')
        return true;
    if (pattern.endsWith('.*'))
        return bundleId.startsWith(pattern.slice(0, -1));
    return pattern === bundleId;
}
/** The prefixes an application-identifier of this profile may start with. */
function teamPrefixes(profile) {
    const prefixes = [...(profile.appIdPrefixes ?? [])];
    if (profile.teamIdentifier && !prefixes.includes(profile.teamIdentifier))
        prefixes.push(profile.teamIdentifier);
    return prefixes;
}

;// CONCATENATED MODULE: ./src/ipa/rules/info-plist-rules.ts




/**
 * The keys Xcode stamps into Info.plist with the build of each tool, what each tool is, and whether
 * a beta number there is sure enough to refuse: the SDK's is; Xcode's and macOS's are not, as Apple
 * has shipped a release under a beta-like number (Xcode 16.2 is 16C5032a), so they only warn.
 */
const TOOL_BUILDS = [
    ['DTSDKBuild', 'iOS SDK', true],
    ['DTPlatformBuild', 'iOS platform', true],
    ['DTXcodeBuild', 'Xcode', false],
    ['BuildMachineOSBuild', 'macOS', false]
];
/**
 * A beta or seed build number: major, train letter, a four-digit number starting with 5, and a
 * letter (`17A5285i`, `26A5388g`). Releases mostly have shorter numbers, with a letter or not
 * (`17A324`, `16A242d`), and so do release candidates; the releases that do not are listed.
 */
const BETA_BUILD = /^\d{1,3}[A-Z]5\d{3}[a-z]$/;
const RELEASES_NUMBERED_AS_BETAS = new Set([
    // Xcode 16.2, as `xcodebuild -version` and the runner images list it (read 2026-11-27).
    '16C5032a'
]);
const isBeta = (build) => BETA_BUILD.test(build) && !RELEASES_NUMBERED_AS_BETAS.has(build);
const ALL_ORIENTATIONS = [
    'UIInterfaceOrientationPortrait',
    'UIInterfaceOrientationPortraitUpsideDown',
    'UIInterfaceOrientationLandscapeLeft',
    'UIInterfaceOrientationLandscapeRight'
];
const FULL_SCREEN_NOTE = 'UIRequiresFullScreen still opts out, but it is deprecated since iPadOS 26 and will be ignored in a future release';
const MULTITASKING_SOURCE = `${FULL_SCREEN_NOTE}: https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key; an Info.plist with no orientation key refused alike (KotlinFoundation/kmp-contest-starter-kit#53, 2026-08-17) (read 2026-11-27)`;
/**
 * The iOS SDK a bundle's executable was linked with, which decides how the system runs it: the
 * oldest its device slices record (none when it has no readable executable).
 */
function linkedSdk(bundle) {
    const version = (0,rules_facts/* slicesOf */.nu)(bundle)
        .filter(slice => !slice.platform?.includes('simulator'))
        .flatMap(slice => (recorded(slice.sdk) ? [slice.sdk] : []))
        .sort(compareVersions)[0];
    return version && bundle.executable ? { version, entry: bundle.executable.entry } : undefined;
}
const isTrue = (value) => value === true;
const asNumbers = (value) => (Array.isArray(value) ? value : [value]).flatMap(item => typeof item === 'number' || typeof item === 'bigint' ? [Number(item)] : []);
/**
 * The app runs on iPad and takes part in multitasking: its UIDeviceFamily has 2, and it does not
 * opt out with UIRequiresFullScreen.
 */
function multitasksOnIpad(facts) {
    const plist = facts.app.plist;
    return (plist !== undefined &&
        asNumbers((0,ipa_plist/* ownValue */.eC)(plist, 'UIDeviceFamily')).includes(2) &&
        !isTrue((0,ipa_plist/* ownValue */.eC)(plist, 'UIRequiresFullScreen~ipad') ?? (0,ipa_plist/* ownValue */.eC)(plist, 'UIRequiresFullScreen')));
}
const INFO_PLIST_RULES = [
    {
        code: 'beta-toolchain',
        title: 'built with a released Xcode, iOS SDK and macOS, not a beta (a beta Xcode or macOS alone only warns: its number cannot tell for sure)',
        level: 'refuse',
        fix: 'archive with the release Xcode on a released macOS',
        source: 'App Store Connect: "ITMS-90534: Invalid Toolchain. New apps and app updates must be built with the public (GM) versions of Xcode, macOS, and iOS SDK. Don\'t submit apps built with beta software including beta macOS builds", and ITMS-90111 for a beta BuildMachineOSBuild; TestFlight may take such a build (read 2026-11-27)',
        check: facts => {
            const plist = facts.app.plist;
            if (!plist)
                return [];
            const betas = TOOL_BUILDS.flatMap(([key, tool, sure]) => {
                const build = (0,ipa_plist/* stringValue */.r$)(plist, key);
                return build && isBeta(build)
                    ? [{ sure, said: `${tool} (${key} ${(0,untrusted/* oneLine */.TN)(build, 20)})` }]
                    : [];
            });
            if (betas.length === 0)
                return [];
            const sure = betas.some(beta => beta.sure);
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    ...(sure ? {} : { level: 'warn' }),
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist says the build was made with ${sure ? 'a beta' : 'what looks like a beta'} ${betas.map(beta => beta.said).join(', ')}, which App Store Connect refuses for the App Store though TestFlight may take it (beta-toolchain${sure ? '' : ': a warning, as a build number alone cannot tell a beta for sure'}); archive with the release Xcode on a released macOS and export again.`
                }
            ];
        }
    },
    {
        code: 'ITMS-90474',
        title: 'an iPad app that multitasks supports all four orientations',
        level: 'refuse',
        fix: 'add all four orientations to `UISupportedInterfaceOrientations~ipad`',
        source: `App Store Connect: "ITMS-90474: Invalid bundle. The … orientations were provided for the UISupportedInterfaceOrientations Info.plist key …, but you need to include all of the … orientations to support iPad multitasking"; ${MULTITASKING_SOURCE}`,
        check: facts => {
            const plist = facts.app.plist;
            if (!plist || !multitasksOnIpad(facts))
                return [];
            const key = [
                'UISupportedInterfaceOrientations~ipad',
                'UISupportedInterfaceOrientations'
            ].find(name => Array.isArray((0,ipa_plist/* ownValue */.eC)(plist, name)));
            // No key at all is no orientation listed: App Store Connect refuses that too (Kotlin
            // Multiplatform's and Tauri's Info.plists, reported in 2026).
            const given = key
                ? (0,ipa_plist/* ownValue */.eC)(plist, key).filter((item) => typeof item === 'string')
                : [];
            const missing = ALL_ORIENTATIONS.filter(orientation => !given.includes(orientation));
            if (missing.length === 0)
                return [];
            const where = key ?? 'UISupportedInterfaceOrientations~ipad';
            const lists = key
                ? `lists ${given.length} orientation${given.length === 1 ? '' : 's'} in ${key}`
                : 'lists no orientation (no UISupportedInterfaceOrientations key)';
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist ${lists} where an iPad app that multitasks needs all four: it lacks ${missing.join(', ')} (ITMS-90474); add them to ${where} (${FULL_SCREEN_NOTE}) and export again.`
                }
            ];
        }
    },
    {
        code: 'ITMS-90475',
        title: 'an iPad app that multitasks has a launch screen',
        level: 'refuse',
        fix: 'add a launch storyboard (`UILaunchStoryboardName`) or `UILaunchScreen`',
        source: `App Store Connect: "ITMS-90475: Invalid Bundle. iPad Multitasking support requires launch story board in bundle"; ${MULTITASKING_SOURCE}`,
        check: facts => {
            const plist = facts.app.plist;
            if (!plist || !multitasksOnIpad(facts))
                return [];
            const launch = [
                'UILaunchStoryboardName',
                'UILaunchStoryboardName~ipad',
                'UILaunchScreen',
                'UILaunchScreen~ipad',
                // Per-device storyboards (UILaunchStoryboards, documented since iOS 9): a launch screen too.
                'UILaunchStoryboards'
            ];
            if (launch.some(key => (0,ipa_plist/* ownValue */.eC)(plist, key) !== undefined))
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist names no launch screen (UILaunchStoryboardName or UILaunchScreen), which an iPad app that multitasks needs (ITMS-90475); add a launch storyboard to the app target (${FULL_SCREEN_NOTE}) and export again.`
                }
            ];
        }
    },
    {
        code: 'uiscene-life-cycle',
        title: 'an app built with the iOS 27 SDK adopts the UIScene life cycle',
        level: 'warn',
        fix: 'adopt UIScene: a scene delegate and `UIApplicationSceneManifest`',
        source: 'https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle ("In the next major release following iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your app won\'t launch"; read 2026-11-27)',
        check: facts => {
            const plist = facts.app.plist;
            const sdk = linkedSdk(facts.app);
            if (!plist || !sdk || compareVersions(sdk.version, '27.0') < 0)
                return [];
            if ((0,ipa_plist/* ownValue */.eC)(plist, 'UIApplicationSceneManifest') !== undefined)
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)} was built with the iOS ${(0,untrusted/* oneLine */.TN)(sdk.version, 20)} SDK and its Info.plist has no UIApplicationSceneManifest: an app built with the iOS 27 SDK that does not adopt the UIScene life cycle does not launch (uiscene-life-cycle); adopt UIScene (a scene delegate and UIApplicationSceneManifest in Info.plist) and export again.`
                }
            ];
        }
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/source.ts
var source = __webpack_require__(9739);
;// CONCATENATED MODULE: ./src/ipa/rules/schedule-rules.ts







/**
 * The iOS SDK the app was built with, as App Store Connect reads it: the DTSDKName Xcode stamps into
 * its Info.plist, else what its executable records.
 */
function appSdk(facts) {
    const name = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'DTSDKName');
    const version = name && sdkNameVersion(name);
    return version ? { version, entry: `${facts.app.path}Info.plist` } : linkedSdk(facts.app);
}
/** The app's MinimumOSVersion, from its Info.plist. */
function appMinimumOs(facts) {
    const version = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'MinimumOSVersion');
    return version ? { version, entry: `${facts.app.path}Info.plist` } : undefined;
}
/** How the app falls short of a requirement (its SDK, or its MinimumOSVersion), if it does. */
function shortfall(facts, requirement) {
    const has = requirement.kind === 'sdk' ? appSdk(facts) : appMinimumOs(facts);
    if (!has || compareVersions(has.version, requirement.version) >= 0)
        return undefined;
    return { entry: has.entry, has: (0,untrusted/* oneLine */.TN)(has.version, 20) };
}
const major = (version) => version.replace(/\.0$/, '');
/** What the app has: its SDK, or its MinimumOSVersion. */
const subject = (facts, found, requirement) => requirement.kind === 'sdk'
    ? `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)} was built with the iOS ${found.has} SDK`
    : `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist says MinimumOSVersion ${found.has}`;
/** What a row has App Store Connect refuse. */
const refused = (requirement) => requirement.kind === 'sdk'
    ? `builds made with an SDK older than iOS ${major(requirement.version)}`
    : `apps whose MinimumOSVersion is below ${requirement.version}`;
/** What App Store Connect refuses, and since when: said of a row it surely applies alone. */
const refusal = (requirement, since) => `${since} App Store Connect refuses ${refused(requirement)}`;
/**
 * A row the radar warns of: ahead, what App Store Connect will refuse from its day; past its first
 * day but not yet surely applied (no source of Apple's says it refuses yet), what Apple said it
 * would refuse: a warning never says a refusal is in force.
 */
const announcement = (requirement, now) => standing(requirement, now) === 'ahead'
    ? refusal(requirement, `from ${when(requirement)}`)
    : `Apple said that from ${when(requirement)} App Store Connect would refuse ${refused(requirement)}, and that day has come`;
const fixOf = (requirement) => requirement.kind === 'sdk'
    ? `build with ${requirement.xcode ?? `the iOS ${major(requirement.version)} SDK`} or later`
    : `raise the app's deployment target (IPHONEOS_DEPLOYMENT_TARGET) to ${requirement.version}`;
/**
 * The radar's warning for one kind of requirement: every row announced and not yet surely applied
 * that the app falls short of, in date order, and the fix that meets the last.
 */
function radarFinding(facts, kind, rows) {
    // A build refused today for the same reason hears of that refusal alone.
    const current = inForce(kind, facts.now);
    if (current && shortfall(facts, current))
        return [];
    const failed = rows.filter(row => row.kind === kind && shortfall(facts, row));
    if (failed.length === 0)
        return [];
    const found = shortfall(facts, failed[0]);
    const refusals = failed.map(row => announcement(row, facts.now));
    const then = standing(failed[0], facts.now) === 'ahead'
        ? 'before then'
        : 'now: it may refuse this build already';
    // Built with the iOS 27 SDK, an app without the UIScene life cycle does not launch.
    const scene = kind === 'sdk' &&
        compareVersions(failed.at(-1).version, '27.0') >= 0 &&
        facts.app.plist &&
        (0,ipa_plist/* ownValue */.eC)(facts.app.plist, 'UIApplicationSceneManifest') === undefined
        ? ', adopting the UIScene life cycle (the app has no UIApplicationSceneManifest; see uiscene-life-cycle),'
        : '';
    return [
        {
            entry: found.entry,
            message: `${subject(facts, found, failed[0])}: ${refusals.join(', and ')} (${failed[0].code}; deadline-radar); ${fixOf(failed.at(-1))}${scene} ${then}.`,
            // Tagged with Apple's code, so `preflight-skip` of that code silences it too.
            code: failed[0].code
        }
    ];
}
const MINIMUM_OS_ROWS = APPLE_SCHEDULE.filter(row => row.kind === 'minimum-os');
const SCHEDULE_RULES = [
    {
        code: 'ITMS-90068',
        title: "the app's MinimumOSVersion is one App Store Connect still takes",
        level: 'refuse',
        fix: "raise the app's deployment target (`IPHONEOS_DEPLOYMENT_TARGET`)",
        source: (0,source/* joinedSources */.u)(MINIMUM_OS_ROWS.map(row => `iOS ${row.version}: ${row.source}`)),
        check: facts => {
            const requirement = inForce('minimum-os', facts.now);
            const found = requirement && shortfall(facts, requirement);
            if (!requirement || !found)
                return [];
            return [
                {
                    entry: found.entry,
                    message: `${subject(facts, found, requirement)}: ${refusal(requirement, `since ${requirement.starts}`)} (ITMS-90068); ${fixOf(requirement)} and export again.`
                }
            ];
        }
    },
    {
        code: 'deadline-radar',
        title: 'no requirement Apple has announced, and not yet applies, would refuse this build',
        level: 'warn',
        fix: 'meet it before its date: a newer Xcode, a higher deployment target',
        source: (0,source/* joinedSources */.u)(APPLE_SCHEDULE.map(row => `${row.code} from ${row.starts} (iOS ${row.version}): ${row.source}`)),
        check: facts => {
            const rows = announced(facts.now);
            return [...radarFinding(facts, 'sdk', rows), ...radarFinding(facts, 'minimum-os', rows)];
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/privacy-manifest-values.ts
/**
 * The values App Store Connect takes in a privacy manifest (PrivacyInfo.xcprivacy): each
 * required-reason API category with its approved reason codes, and the collected data types and
 * their purposes, as Apple's pages list them. Apple adds reasons and data types from time to time:
 * update the lists (and the sources) then.
 */
/**
 * Each category's approved reasons, from Apple's page (the five categories of
 * required-reason-apis.ts). A code the page keeps for third-party SDKs (0A2A.1, a wrapper of file
 * timestamp APIs) is still a code of its category: who declares it is not checked here.
 */
const REASONS_SOURCE = 'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API: the approved reasons of each category; checked against the codes App Store Connect refused in another category, "35F9.1" for NSPrivacyAccessedAPICategoryFileTimestamp in microsoft/appcenter-sdk-apple#2543 and "CA92.1" for NSPrivacyAccessedAPICategoryDiskSpace in Tealium/tealium-swift#329, read 2026-12-06)';
const REASONS_BY_CATEGORY = new Map([
    ['NSPrivacyAccessedAPICategoryFileTimestamp', ['DDA9.1', 'C617.1', '3B52.1', '0A2A.1']],
    ['NSPrivacyAccessedAPICategorySystemBootTime', ['35F9.1', '8FFB.1', '3D61.1']],
    ['NSPrivacyAccessedAPICategoryDiskSpace', ['85F4.1', 'E174.1', '7D9E.1', 'B728.1']],
    ['NSPrivacyAccessedAPICategoryActiveKeyboards', ['3EC4.1', '54BD.1']],
    ['NSPrivacyAccessedAPICategoryUserDefaults', ['CA92.1', '1C8F.1', 'C56D.1', 'AC6B.1']]
]);
const COLLECTED_DATA_SOURCE = 'https://developer.apple.com/documentation/bundleresources/describing-data-use-in-privacy-manifests (Describing data use in privacy manifests: the keys of each NSPrivacyCollectedDataTypes dictionary, its data types and purposes, read 2026-12-06)';
/** NSPrivacyCollectedDataType values, after their common prefix (`Name` is `NSPrivacyCollectedDataTypeName`). */
const DATA_TYPES = [
    // Contact info
    'Name',
    'EmailAddress',
    'PhoneNumber',
    'PhysicalAddress',
    'OtherUserContactInfo',
    // Health and fitness
    'Health',
    'Fitness',
    // Financial info
    'PaymentInfo',
    'CreditInfo',
    'OtherFinancialInfo',
    // Location
    'PreciseLocation',
    'CoarseLocation',
    // Sensitive info, contacts
    'SensitiveInfo',
    'Contacts',
    // User content (Apple spells `PhotosorVideos` so)
    'EmailsOrTextMessages',
    'PhotosorVideos',
    'AudioData',
    'GameplayContent',
    'CustomerSupport',
    'OtherUserContent',
    // Browsing and search history
    'BrowsingHistory',
    'SearchHistory',
    // Identifiers
    'UserID',
    'DeviceID',
    // Purchases, usage data
    'PurchaseHistory',
    'ProductInteraction',
    'AdvertisingData',
    'OtherUsageData',
    // Diagnostics
    'CrashData',
    'PerformanceData',
    'OtherDiagnosticData',
    // Surroundings and body (visionOS)
    'EnvironmentScanning',
    'Hands',
    'Head',
    // Other data
    'OtherDataTypes'
];
const COLLECTED_DATA_TYPES = new Set(DATA_TYPES.map(type => `NSPrivacyCollectedDataType${type}`));
/** NSPrivacyCollectedDataTypePurposes values. */
const COLLECTED_DATA_PURPOSES = new Set([
    'ThirdPartyAdvertising',
    'DeveloperAdvertising',
    'Analytics',
    'ProductPersonalization',
    'AppFunctionality',
    'Other'
].map(purpose => `NSPrivacyCollectedDataTypePurpose${purpose}`));

;// CONCATENATED MODULE: ./src/ipa/rules/privacy-manifest.ts
/**
 * What is wrong in one privacy manifest's content, as App Store Connect validates it: each fault a
 * phrase that names the key and what it holds. A pure function of the parsed dictionary; which
 * manifests are read, and the codes, are the rules' (privacy-manifest-rules.ts).
 *
 * Only what Apple refuses is a fault: a key Apple does not know is left alone (Apple's pages list
 * no closed set of keys, and SDKs ship comments and keys of their own), and so is a top-level key
 * left out (a manifest of `NSPrivacyTracking` false alone is what many SDKs ship, and is taken).
 */



/** A value as a message shows it: quoted text from the IPA (untrusted), or its type. */
const shownValue = (value) => typeof value === 'string' ? `"${(0,untrusted/* oneLine */.TN)(value, 60)}"` : `a ${typeName(value)}`;
function typeName(value) {
    if (Array.isArray(value))
        return 'array';
    if (value === null)
        return 'null';
    if (value instanceof Date)
        return 'date';
    if (Buffer.isBuffer(value))
        return 'data';
    if (typeof value === 'object')
        return 'dictionary';
    if (typeof value === 'bigint')
        return 'number';
    return typeof value;
}
/** Every fault of one manifest's content. */
function manifestFaults(manifest) {
    const faults = {
        invalid: [],
        doubtful: [],
        categories: [],
        reasons: [],
        trackingDomains: 0
    };
    const tracking = (0,ipa_plist/* ownValue */.eC)(manifest, 'NSPrivacyTracking');
    if (tracking !== undefined && typeof tracking !== 'boolean')
        faults.invalid.push(`NSPrivacyTracking is ${shownValue(tracking)}, not a boolean`);
    const domains = arrayOf(manifest, 'NSPrivacyTrackingDomains', faults);
    domains?.forEach((domain, i) => {
        if (typeof domain !== 'string')
            faults.invalid.push(`NSPrivacyTrackingDomains item ${i + 1} is ${shownValue(domain)}, not a string`);
    });
    // An empty string is a domain too: App Store Connect counts the array, not what it holds.
    if (domains && domains.length > 0 && tracking !== true)
        faults.trackingDomains = domains.length;
    arrayOf(manifest, 'NSPrivacyCollectedDataTypes', faults)?.forEach((item, i) => collectedDataFaults(item, `NSPrivacyCollectedDataTypes item ${i + 1}`, faults));
    arrayOf(manifest, 'NSPrivacyAccessedAPITypes', faults)?.forEach((item, i) => accessedApiFaults(item, `NSPrivacyAccessedAPITypes item ${i + 1}`, faults));
    return faults;
}
/** A top-level array, when the key is there and holds one; a fault when it holds something else. */
function arrayOf(manifest, key, faults) {
    const value = (0,ipa_plist/* ownValue */.eC)(manifest, key);
    if (value === undefined || Array.isArray(value))
        return value;
    faults.invalid.push(`${key} is ${shownValue(value)}, not an array`);
    return undefined;
}
/** One NSPrivacyCollectedDataTypes dictionary: its four keys, each of its type. */
function collectedDataFaults(item, where, faults) {
    if (!(0,ipa_plist/* isPlistDict */.$q)(item)) {
        faults.invalid.push(`${where} is ${shownValue(item)}, not a dictionary`);
        return;
    }
    const type = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyCollectedDataType');
    if (typeof type !== 'string' || type.trim() === '')
        faults.invalid.push(`${where} has no NSPrivacyCollectedDataType`);
    else if (!COLLECTED_DATA_TYPES.has(type))
        faults.doubtful.push(`${where} has the NSPrivacyCollectedDataType ${shownValue(type)}, which is not on Apple's list`);
    for (const key of ['NSPrivacyCollectedDataTypeLinked', 'NSPrivacyCollectedDataTypeTracking']) {
        const flag = (0,ipa_plist/* ownValue */.eC)(item, key);
        if (typeof flag !== 'boolean')
            faults.invalid.push(flag === undefined
                ? `${where} has no ${key}`
                : `${where}'s ${key} is ${shownValue(flag)}, not a boolean`);
    }
    const purposes = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyCollectedDataTypePurposes');
    if (!Array.isArray(purposes)) {
        faults.invalid.push(purposes === undefined
            ? `${where} has no NSPrivacyCollectedDataTypePurposes`
            : `${where}'s NSPrivacyCollectedDataTypePurposes is ${shownValue(purposes)}, not an array`);
        return;
    }
    for (const purpose of purposes)
        if (typeof purpose !== 'string' || !COLLECTED_DATA_PURPOSES.has(purpose))
            faults.invalid.push(`${where} has the purpose ${shownValue(purpose)}, which is none of Apple's`);
}
/** One NSPrivacyAccessedAPITypes dictionary: a category of Apple's, and reasons of that category. */
function accessedApiFaults(item, where, faults) {
    if (!(0,ipa_plist/* isPlistDict */.$q)(item)) {
        faults.invalid.push(`${where} is ${shownValue(item)}, not a dictionary`);
        return;
    }
    const category = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyAccessedAPIType');
    if (typeof category !== 'string') {
        faults.invalid.push(category === undefined
            ? `${where} has no NSPrivacyAccessedAPIType`
            : `${where}'s NSPrivacyAccessedAPIType is ${shownValue(category)}, not a string`);
        return;
    }
    const valid = REASONS_BY_CATEGORY.get(category);
    if (!valid)
        faults.categories.push(`${where} declares ${shownValue(category)}, which is no category`);
    const reasons = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyAccessedAPITypeReasons');
    if (reasons === undefined || (Array.isArray(reasons) && reasons.length === 0)) {
        faults.doubtful.push(`${where} gives no reason for ${shownValue(category)}`);
        return;
    }
    if (!Array.isArray(reasons)) {
        faults.invalid.push(`${where}'s NSPrivacyAccessedAPITypeReasons is ${shownValue(reasons)}, not an array`);
        return;
    }
    for (const reason of reasons) {
        if (typeof reason !== 'string')
            faults.invalid.push(`${where} has a reason that is ${shownValue(reason)}, not a string`);
        else if (valid && !valid.includes(reason))
            faults.reasons.push(`${shownValue(reason)} is no reason for ${category} (its reasons: ${valid.join(', ')})`);
    }
}

;// CONCATENATED MODULE: ./src/ipa/rules/privacy-manifest-rules.ts
/**
 * Every privacy manifest of the app validated whole, as App Store Connect validates each one it is
 * given: since 2024-05-01 those at a bundle's root (ITMS-91054, -91055, -91056, -91064), and since
 * 2024-11-12 every other one too (the same faults, which Apple's e-mails named ITMS-91107 and
 * ITMS-91108 before that day, as warnings; refused as ITMS-91056 and ITMS-91064 since, e.g.
 * rwbutler/Connectivity#90). A manifest that is not a readable property list is `bad-plist`, the
 * archive's problem, which refuses it already: these rules read only manifests that parsed.
 */



const PRIVACY_MANIFEST_FILES = 'https://developer.apple.com/documentation/bundleresources/privacy-manifest-files';
/** Each manifest that was read, with its bundle and what is wrong in it. */
function faultsOf(facts) {
    return facts.bundles.flatMap(bundle => (bundle.privacyManifests ?? []).flatMap(manifest => manifest.content
        ? [
            {
                bundle,
                manifest: { ...manifest, content: manifest.content },
                faults: manifestFaults(manifest.content)
            }
        ]
        : []));
}
/** Who fixes a manifest: the SDK's vendor for a framework's, the team for its own target's. */
const privacy_manifest_rules_fixOf = (bundle) => (0,rules_facts/* isLibrary */.es)(bundle)
    ? `update ${(0,rules_facts/* shownEntry */.qF)(bundle.path)} to a version whose manifest is valid (or fix it in its source)`
    : "fix it in that target's PrivacyInfo.xcprivacy (or update the SDK whose resource bundle holds it)";
/** Apple's older code for the same fault in a manifest away from a bundle's root. */
const outside = (bundle, manifest, code) => manifest.entry === `${bundle.path}PrivacyInfo.xcprivacy`
    ? ''
    : `, ${code} in e-mails before 2024-11-12`;
/** One finding per manifest with faults of one kind: `say` words them. */
function findings(facts, faultsOfKind, say, level) {
    return faultsOf(facts).flatMap(({ bundle, manifest, faults }) => {
        const found = faultsOfKind(faults);
        if (found.length === 0)
            return [];
        const finding = { entry: manifest.entry, message: say(bundle, manifest, found) };
        return [level ? { ...finding, level } : finding];
    });
}
const PRIVACY_MANIFEST_RULES = [
    {
        code: 'ITMS-91056',
        covers: ['ITMS-91108'],
        title: "every privacy manifest in the app, wherever it is, has keys and values of Apple's types (a data type not on Apple's list only warns)",
        level: 'refuse',
        fix: 'update the SDK that ships the manifest, or fix the target’s `PrivacyInfo.xcprivacy`',
        source: `App Store Connect: "ITMS-91056: Invalid privacy manifest - The PrivacyInfo.xcprivacy file from the following path is invalid: … Keys and values in your app’s privacy manifests must be valid" (https://github.com/tonymillion/Reachability/issues/196; an unknown purpose refused in https://github.com/appspector/ios-sdk/issues/30, an empty data type in https://github.com/sqlcipher/sqlcipher/pull/511); "ITMS-91108: Invalid privacy manifest - … In addition to the privacy manifest files in the locations outlined in the documentation, starting November 12, 2024, all privacy manifests you submit must have valid content" (https://github.com/SwiftyJSON/SwiftyJSON/issues/1170); ${PRIVACY_MANIFEST_FILES}; ${COLLECTED_DATA_SOURCE}`,
        check: facts => [
            ...findings(facts, faults => faults.invalid, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} is not a valid privacy manifest: ${faults.join('; ')} (ITMS-91056${outside(bundle, manifest, 'ITMS-91108')}: App Store Connect refuses a manifest whose keys and values are not valid); ${privacy_manifest_rules_fixOf(bundle)}, and export again.`),
            ...findings(facts, faults => faults.doubtful, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} holds what Apple's pages do not list: ${faults.join('; ')} (ITMS-91056: App Store Connect may refuse it as an invalid privacy manifest); check it against Apple's lists and ${privacy_manifest_rules_fixOf(bundle)} if it is a mistake.`, 'warn')
        ]
    },
    {
        code: 'ITMS-91054',
        title: "every privacy manifest declares only Apple's required-reason API categories",
        level: 'refuse',
        fix: "use Apple's `NSPrivacyAccessedAPICategory…` names, or update the SDK that ships the manifest",
        source: `App Store Connect: "ITMS-91054: Invalid API category declaration - The PrivacyInfo.xcprivacy for the … file contains “User Defaults” as the value for a NSPrivacyAccessedAPIType key, which is invalid … starting May 1, 2024 … values for NSPrivacyAccessedAPIType keys in your app’s privacy manifest must be valid API categories" (https://github.com/googlemaps/ios-maps-sdk/issues/17); ${REASONS_SOURCE}`,
        check: facts => findings(facts, faults => faults.categories, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} declares an API category that is none of Apple's: ${faults.join('; ')} (ITMS-91054); use Apple's NSPrivacyAccessedAPICategory… names: ${privacy_manifest_rules_fixOf(bundle)}, and export again.`)
    },
    {
        code: 'ITMS-91055',
        title: 'every reason a privacy manifest gives is one of its API category’s own',
        level: 'refuse',
        fix: "give each category one of its own reasons (Apple's table), or update the SDK that ships the manifest",
        source: `App Store Connect: "ITMS-91055: Invalid API reason declaration - The PrivacyInfo.xcprivacy for the … file contains “35F9.1” as the value for a NSPrivacyAccessedAPITypeReasons key instead of a valid reason code for using an API in the NSPrivacyAccessedAPICategoryFileTimestamp category. Values for NSPrivacyAccessedAPITypeReasons keys in any privacy manifest must be valid reason codes for the corresponding API category" (refused: https://github.com/microsoft/appcenter-sdk-apple/issues/2543); ${REASONS_SOURCE}`,
        check: facts => findings(facts, faults => faults.reasons, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} gives reasons of another category: ${faults.join('; ')} (ITMS-91055); give each category one of its own reasons: ${privacy_manifest_rules_fixOf(bundle)}, and export again.`)
    },
    {
        code: 'ITMS-91064',
        covers: ['ITMS-91107'],
        title: 'no privacy manifest lists NSPrivacyTrackingDomains (not even an empty string) unless NSPrivacyTracking is true',
        level: 'refuse',
        fix: 'set `NSPrivacyTracking` to true, or empty `NSPrivacyTrackingDomains`; for an SDK, update it',
        source: `App Store Connect: "ITMS-91064: Invalid tracking information - A PrivacyInfo.xcprivacy file contains invalid tracking information at the following path: … NSPrivacyTracking must be true if NSPrivacyTrackingDomains isn‘t empty" (https://github.com/euc-releases/iOS-WorkspaceONE-SDK/issues/7, refused for an array holding one empty string), and "ITMS-91107: Invalid tracking information - … starting November 12, 2024, all privacy manifests you submit must have valid content" (https://github.com/braze-inc/braze-swift-sdk/issues/138; read 2026-12-06)`,
        check: facts => findings(facts, faults => (faults.trackingDomains > 0 ? [String(faults.trackingDomains)] : []), (bundle, manifest, [count]) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} lists ${count} NSPrivacyTrackingDomains while NSPrivacyTracking is not true (ITMS-91064${outside(bundle, manifest, 'ITMS-91107')}: NSPrivacyTracking must be true if NSPrivacyTrackingDomains is not empty); set NSPrivacyTracking to true if those domains track, else empty the list: ${privacy_manifest_rules_fixOf(bundle)}, and export again.`)
    }
];

// EXTERNAL MODULE: ./src/ipa/identity.ts
var identity = __webpack_require__(2828);
;// CONCATENATED MODULE: ./src/ipa/rules/framework-plist-rules.ts




/**
 * The Info.plist of each embedded framework, as App Store Connect reads it: its minimum OS, its
 * versions and its executable; and a resource bundle's, which may name no executable it lacks. A
 * framework without an Info.plist, or with one that could not be read, is said elsewhere
 * (nested-missing-info-plist, bad-plist, read-limit): these rules say nothing of it.
 */
/** The frameworks whose Info.plist was read. */
const readFrameworks = (facts) => facts.bundles.filter((bundle) => bundle.kind === 'framework' && bundle.plist !== undefined && !bundle.notRead?.has('plist'));
/** A key's value as a message shows it: a string quoted, anything else named as what it is. */
function framework_plist_rules_shownValue(value) {
    if (typeof value === 'string')
        return `"${(0,untrusted/* oneLine */.TN)(value, 60)}"`;
    return Array.isArray(value)
        ? 'an array'
        : `a ${typeof value === 'object' ? 'dictionary' : typeof value}`;
}
/** `17.0` → 17: the major version, for iOS's floor of 8.0. */
const framework_plist_rules_major = (version) => Number(version.split('.')[0]);
function minimumOsFinding(framework) {
    const entry = `${framework.path}Info.plist`;
    const value = (0,ipa_plist/* ownValue */.eC)(framework.plist, 'MinimumOSVersion');
    const fix = `set MinimumOSVersion in that framework's Info.plist to the deployment target it was built for (a vendor's framework: update it to a build that has it), and export again.`;
    if (value === undefined || value === '')
        return [
            {
                entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has no MinimumOSVersion, which App Store Connect requires of every framework: "Missing Info.plist value" (ITMS-90360; an empty one is also "Invalid MinimumOSVersion", ITMS-90530); ${fix}`
            }
        ];
    const valid = typeof value === 'string' && (0,identity/* isValidVersion */.ri)(value);
    // iOS's floor: "a deployment target of 8.0 or later"; a watch framework's is watchOS's own.
    if (valid && (framework.watch || framework_plist_rules_major(value) >= 8))
        return [];
    return [
        {
            entry,
            message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has the MinimumOSVersion ${framework_plist_rules_shownValue(value)}, which App Store Connect refuses: "Invalid MinimumOSVersion" (ITMS-90530), a version of ${framework.watch ? 'watchOS' : 'iOS 8.0 or later'} written as numbers such as 15.0; ${fix}`
        }
    ];
}
/** The two version keys of a framework, each with the code of its absence and of a bad value. */
const VERSION_KEYS = [
    { key: 'CFBundleShortVersionString', missing: 'ITMS-90057', invalid: 'ITMS-90060' },
    { key: 'CFBundleVersion', missing: 'ITMS-90056', invalid: 'ITMS-90058' }
];
function versionFindings(framework) {
    const entry = `${framework.path}Info.plist`;
    const fix = "set it in that framework's Info.plist (its target's MARKETING_VERSION and CURRENT_PROJECT_VERSION; a vendor's framework: update it to a release that has them), and export again.";
    return VERSION_KEYS.flatMap(({ key, missing, invalid }) => {
        const value = (0,ipa_plist/* ownValue */.eC)(framework.plist, key);
        if (value === undefined || value === '')
            return [
                {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has no ${key}, which App Store Connect requires of every framework: "The Info.plist file is missing the required key: ${key}" (${missing}); ${fix}`
                }
            ];
        if (typeof value === 'string' && (0,identity/* isValidVersion */.ri)(value))
            return [];
        return [
            {
                entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has the ${key} ${framework_plist_rules_shownValue(value)}, which App Store Connect refuses: it "must be a period-separated list of at most three non-negative integers" (${invalid}); ${fix.replace('set it', 'fix it (a pre-release suffix such as -beta.1 is refused too)')}`
            }
        ];
    });
}
const FRAMEWORK_PLISTS = 'https://github.com/BelledonneCommunications/linphone-iphone/issues/402 (2018)';
const FRAMEWORK_PLIST_RULES = [
    {
        code: 'ITMS-90360',
        covers: ['ITMS-90530', 'ITMS-90362'],
        title: "each framework's Info.plist has a MinimumOSVersion: a version, 8.0 or later for iOS (a watchOS framework's is watchOS's own)",
        level: 'refuse',
        fix: "set `MinimumOSVersion` in the framework's Info.plist, or take its vendor's build that has it",
        source: `App Store Connect: "ITMS-90360: Missing Info.plist value. A value for the key 'MinimumOSVersion' in bundle ….framework is required" and "ITMS-90530: Invalid MinimumOSVersion. Apps that only support 64-bit devices must specify a deployment target of 8.0 or later. MinimumOSVersion in '….framework' is ''" (${FRAMEWORK_PLISTS}; Flutter's App.framework, https://github.com/flutter/flutter/issues/185039, 2026), earlier "ITMS-90362: Invalid Info.plist value. The value for the key 'MinimumOSVersion' in bundle ….framework is invalid. The minimum value is 8.0" (https://github.com/button/DeepLinkKit/issues/159, 2019) (read 2026-12-06)`,
        check: facts => readFrameworks(facts).flatMap(minimumOsFinding)
    },
    {
        code: 'ITMS-90057',
        covers: ['ITMS-90056', 'ITMS-90060', 'ITMS-90058'],
        title: "each framework's Info.plist has a CFBundleShortVersionString and a CFBundleVersion, each one to three period-separated integers",
        level: 'refuse',
        fix: "set both in the framework's Info.plist (`MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`), or take its vendor's release that has them",
        source: `App Store Connect: "ITMS-90057: The bundle 'Payload/….app/Frameworks/….framework' is missing plist key. The Info.plist file is missing the required key: CFBundleShortVersionString" (https://github.com/lukaskubanek/OrderedDictionary/issues/62, 2020; ${FRAMEWORK_PLISTS}), "ITMS-90056: This bundle Payload/….app/Frameworks/….framework is invalid. The Info.plist file is missing the required key: CFBundleVersion" (https://github.com/ninjaprox/NVActivityIndicatorView/issues/314, 2020; an empty one alike, https://github.com/zendesk/zendesk_sdk_ios/issues/465, 2018), "ITMS-90060: This bundle is invalid. The value for key CFBundleShortVersionString '2.2.0.0' in the Info.plist file at 'Payload/….app/Frameworks/Adyen3DS2.framework' must be a period-separated list of at most three non-negative integers" (https://github.com/Adyen/adyen-3ds2-ios/issues/15, 2020) and "ITMS-90058: … The value for key CFBundleVersion [8.22.3-beta.0] in the Info.plist file must be a period-separated list of at most three non-negative integers" (https://github.com/getsentry/sentry-cocoa/issues/3786, 2024). The app's own length limit of CFBundleVersion (18 characters) is not applied to frameworks: no report of it found (read 2026-12-06)`,
        check: facts => readFrameworks(facts).flatMap(versionFindings)
    },
    {
        code: 'ITMS-90868',
        title: "each framework's Info.plist names its executable (CFBundleExecutable)",
        level: 'refuse',
        fix: "set `CFBundleExecutable` in the framework's Info.plist to its binary's name, or take its vendor's build that has it",
        source: `App Store Connect: "ITMS-90868: Missing Bundle Executable - You must include a valid CFBundleExecutable key in your bundle's information property list file for bundle 'ExampleApp.app/Frameworks/CircuitBindings.framework'" (https://github.com/zkmopro/mopro/pull/122, 2024) (read 2026-12-06)`,
        check: facts => readFrameworks(facts)
            .filter(framework => !(0,ipa_plist/* stringValue */.r$)(framework.plist, 'CFBundleExecutable'))
            .map(framework => ({
            entry: `${framework.path}Info.plist`,
            message: `${(0,rules_facts/* shownEntry */.qF)(`${framework.path}Info.plist`)} names no executable (CFBundleExecutable), which App Store Connect refuses: "Missing Bundle Executable" (ITMS-90868); set CFBundleExecutable to the name of the framework's binary ($(EXECUTABLE_NAME) in its target's Info.plist; a vendor's framework: update it), and export again.`
        }))
    },
    {
        code: 'ITMS-90535',
        title: 'no resource bundle (`*.bundle`) names an executable (CFBundleExecutable) it does not hold',
        level: 'refuse',
        fix: "remove `CFBundleExecutable` from the bundle's Info.plist (and set `CFBundlePackageType` to `BNDL`), or update the SDK that ships it",
        source: `App Store Connect: "ITMS-90535: Unexpected CFBundleExecutable Key. The bundle at 'Payload/….app/Frameworks/PKHUD.framework/PKHUDResources.bundle' does not contain a bundle executable. If this bundle intentionally does not contain an executable, consider removing the CFBundleExecutable key from its Info.plist and using a CFBundlePackageType of BNDL" (https://github.com/pkluz/PKHUD/issues/250, 2019; https://github.com/firebase/firebase-ios-sdk/issues/2705, 2019) (read 2026-12-06)`,
        check: facts => (facts.resourceBundles ?? []).flatMap(bundle => {
            const name = (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleExecutable')?.normalize('NFC');
            if (!name || bundle.files.has(name))
                return [];
            const entry = `${bundle.path}Info.plist`;
            return [
                {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} names the executable "${(0,untrusted/* oneLine */.TN)(name, 100)}" (CFBundleExecutable), which ${(0,rules_facts/* shownEntry */.qF)(bundle.path)} does not hold, and App Store Connect refuses: "Unexpected CFBundleExecutable Key" (ITMS-90535); remove CFBundleExecutable from that bundle's Info.plist and set its CFBundlePackageType to BNDL (a vendor's bundle: update the SDK that ships it), and export again.`
                }
            ];
        })
    }
];

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/ipa/rules/bundle-layout-rules.ts


/**
 * Where code may be in an app: each Mach-O file is a bundle's executable or a dylib right in a
 * `Frameworks/` folder (ITMS-90171), every executable is signed and no framework carries a script
 * marked executable (ITMS-90035),
 * and each framework is right in a `Frameworks/` folder (ITMS-90680). The files are found by the
 * layout (layout-files.ts) and told by their first bytes (loose-code.ts).
 */
/** The framework a file is inside, when it is: `…/Kit.framework/`. */
const frameworkOf = (entry) => /^(.*?[^/]+\.framework\/)/s.exec(entry)?.[1];
/** What a loose Mach-O or library is, and how to take it out, by where it is and what it is. */
function looseWhat(file) {
    const { entry } = file;
    const extension = external_node_path_.posix.extname(entry).toLowerCase();
    const framework = frameworkOf(entry);
    if (entry.includes('.dSYM/'))
        return {
            what: "a .dSYM's debug symbols copied into the app",
            fix: "take the .dSYM out of the target's Copy Bundle Resources (the archive keeps dSYMs in its own dSYMs folder)"
        };
    if (extension === '.o' || file.fileType === 'MH_OBJECT')
        return {
            what: 'an object file',
            fix: "take it out of the target's Copy Bundle Resources (object files are linked, never copied)"
        };
    if (file.kind === 'static-library')
        return {
            what: 'a static library',
            fix: "link it (Link Binary With Libraries) and take it out of the target's Copy Bundle Resources"
        };
    if (framework)
        return {
            what: `code inside ${(0,rules_facts/* shownEntry */.qF)(framework)} beside its own binary`,
            fix: "update the framework to its vendor's build without it, or delete the file in a Run Script phase after the Embed Frameworks phase"
        };
    if (extension === '.dylib' || extension === '.so' || file.fileType === 'MH_DYLIB')
        return {
            what: 'a dynamic library outside Frameworks/',
            fix: 'embed it in the Frameworks folder (Embed & Sign) instead of copying it as a resource'
        };
    return {
        what: 'a standalone executable',
        fix: "take it out of the target's Copy Bundle Resources (only a bundle's CFBundleExecutable may be code)"
    };
}
const BUNDLE_STRUCTURE = "\"ITMS-90171: Invalid Bundle Structure - The binary file '….app/Frameworks/YandexMobileMetricaCrashes.framework/helper' is not permitted. Your app can't contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles\"";
const NOT_SIGNED = '"ITMS-90035: Invalid Signature. Code object is not signed at all. The file at path [….app/Frameworks/AudioKit.framework/fix-framework.sh] is not properly signed"';
/**
 * The bundles whose executable was read as Mach-O and carries no code signature in any slice; none
 * when the app's own carries none either: such an IPA is not signed at all (an unsigned IPA to be
 * re-signed, or `unsigned-app`), which is no fault of one bundle.
 */
function unsignedCode(facts) {
    const LINKED = new Set(['MH_EXECUTE', 'MH_DYLIB', 'MH_BUNDLE']);
    const unsigned = (bundle) => {
        const read = bundle.executable?.read;
        // Linked code alone: a dSYM or an object file in its place is executable-file-type's.
        return (read?.kind === 'macho' &&
            read.slices.length > 0 &&
            read.slices.every(slice => slice.signed === false && LINKED.has(slice.fileType ?? '')));
    };
    return unsigned(facts.app) ? [] : facts.bundles.filter(unsigned);
}
const BUNDLE_LAYOUT_RULES = [
    {
        code: 'ITMS-90171',
        title: "every Mach-O file is a bundle's executable or a dylib right in a Frameworks folder: no helper in a framework, no dSYM, object file, static library or stray dylib",
        level: 'refuse',
        fix: 'take the file out of Copy Bundle Resources, or update the framework that carries it',
        source: `App Store Connect: ${BUNDLE_STRUCTURE} (a framework's helper: https://github.com/EMALLStudio/appmetrica_sdk/issues/2, 2019; object files: https://github.com/bkook/BKPasscodeView/issues/29, 2016; a dylib in a framework: https://github.com/naoty/Timepiece/pull/71, 2016; a dylib at the app's root: https://github.com/jitsi/jitsi-meet/issues/4551, 2019). For a .dSYM copied into the app no such e-mail was found; its upload failed with "Couldn't find platform family in Info.plist CFBundleSupportedPlatforms or Mach-O LC_VERSION_MIN" (https://github.com/at-internet/atinternet-apple-sdk/issues/8, 2017) (read 2026-12-06)`,
        check: facts => (facts.looseCode ?? [])
            .filter(file => file.kind !== 'script')
            .map(file => {
            const { what, fix } = looseWhat(file);
            return {
                entry: file.entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(file.entry)} is ${what}, ${file.kind === 'static-library' ? 'an ar archive' : 'a Mach-O file'} that is no bundle's executable, which App Store Connect refuses: "Your app can't contain standalone executables or libraries" (ITMS-90171); ${fix}, and export again.`
            };
        })
    },
    {
        code: 'ITMS-90035',
        title: 'every executable of a signed app carries a code signature, and no framework holds a script marked executable (`#!`, such as `strip-frameworks.sh`; one elsewhere in the app is a warning)',
        level: 'refuse',
        fix: 'embed each framework with "Embed & Sign"; remove the script from the framework (or its executable bit), or update the framework\'s SDK',
        source: `App Store Connect: ${NOT_SIGNED} (https://github.com/AudioKit/AudioKit/issues/1284, 2018; https://github.com/checkout/frames-ios/issues/26, 2020; a script named \`setup\`: https://github.com/square/in-app-payments-flutter-plugin/issues/31, 2019). A framework's binary not signed: https://github.com/orazz/CreditCardForm-iOS/issues/9, 2016. Scripts outside frameworks: one report (https://github.com/ResearchKit/AppCore/issues/62, 2015) does not say where the file was, so they are only warned of (read 2026-12-06)`,
        check: facts => [
            ...unsignedCode(facts).map(bundle => ({
                entry: bundle.executable?.entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(bundle.executable?.entry ?? bundle.path)} carries no code signature (no LC_CODE_SIGNATURE), which App Store Connect refuses: "Code object is not signed at all" (ITMS-90035); set that ${(0,rules_facts/* kindWord */.dx)(bundle)} to "Embed & Sign" in the app target's Frameworks, Libraries, and Embedded Content (Xcode signs it when it exports the app), or sign it before the app is signed, and export again.`
            })),
            ...(facts.looseCode ?? [])
                .filter(file => file.kind === 'script')
                .map((file) => {
                const framework = frameworkOf(file.entry);
                const entry = (0,rules_facts/* shownEntry */.qF)(file.entry);
                if (framework)
                    return {
                        entry: file.entry,
                        message: `${entry} is a script marked executable inside ${(0,rules_facts/* shownEntry */.qF)(framework)}, which App Store Connect takes for code and refuses: "Code object is not signed at all" (ITMS-90035); update the framework to a release without it, or delete it in a Run Script phase after the Embed Frameworks phase, and export again.`
                    };
                return {
                    entry: file.entry,
                    level: 'warn',
                    message: `${entry} is a script marked executable, which App Store Connect may take for code and refuse as "Code object is not signed at all" (ITMS-90035), as it does in frameworks; take it out of Copy Bundle Resources, or clear its executable bit (chmod -x) before it is copied, and export again.`
                };
            })
        ]
    },
    {
        code: 'ITMS-90680',
        title: "every framework is right in a Frameworks folder (not in PlugIns, the app's root, Watch or another framework)",
        level: 'refuse',
        fix: 'embed it with the Embed Frameworks phase of the app target (destination Frameworks), not a Copy Files phase',
        source: `App Store Connect: "ITMS-90680: Invalid directory. The bundle Payload/x.app/PlugIns/Usabilla.framework is not contained in a correctly named directory. It should be under "Frameworks"" (https://github.com/usabilla/usabilla-u4a-ios-swift-sdk/issues/210, 2020; at the app's root: https://github.com/nventive/Binding.Intercom/issues/24, 2021; inside another framework: https://github.com/openwebf/webf/issues/466, 2023) (read 2026-12-06)`,
        check: facts => (facts.misplacedFrameworks ?? []).map(path => {
            const inside = frameworkOf(path.slice(0, -1));
            const fix = inside
                ? `embed it in the app target instead (once, in the app's Frameworks), and take it out of ${(0,rules_facts/* shownEntry */.qF)(inside)}`
                : 'embed it with the app target\'s Embed Frameworks phase (destination Frameworks) instead of a Copy Files phase (in an extension target: "Do Not Embed")';
            return {
                entry: path,
                message: `${(0,rules_facts/* shownEntry */.qF)(path)} is a framework that is not right in a Frameworks folder, which App Store Connect refuses: it "is not contained in a correctly named directory. It should be under "Frameworks"" (ITMS-90680); ${fix}, and export again.`
            };
        })
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/slice-rules.ts




/** What App Store Connect asks of an iOS arm64e slice: the SDK it is built with, its minimum. */
const ARM64E = { sdk: '26.0', minimumOs: '17.4' };
/**
 * Apple's date for watchOS apps' arm64 slice: "April 2026", a month, so surely in force by its last
 * day (the way apple-schedule.ts keeps dated rows); a warning before.
 */
const WATCH_ARM64 = {
    from: '2026-04-01',
    refusesFrom: '2026-04-30',
    starts: 'April 2026',
    source: 'https://developer.apple.com/cn/news/?id=zt8rydnt (New 64-bit requirement for watchOS apps: from April 2026 watchOS apps uploaded to App Store Connect must include 64-bit support and be built with the watchOS 26 SDK, building with "Standard architectures"); App Store Connect: "ITMS-90733: Missing architecture - The … bundle is missing the [arm64] architecture(s). Beginning April 2026, watchOS apps uploaded to App Store Connect must include the arm64 architecture. We recommend using the default Xcode build setting of “Standard Architectures” to build a single binary with support for all required architectures." (https://github.com/home-assistant/iOS/pull/4165, 2026-01-06; https://github.com/InsertKoinIO/koin-annotations/issues/339, 2026-03-24, then delivered with a warning; read 2026-12-06)'
};
/** The iOS arm64e slices of an executable that `test` finds wrong: one finding per executable. */
function arm64eSlices(facts, test, say) {
    return facts.bundles.flatMap(bundle => {
        const hit = (0,rules_facts/* slicesOf */.nu)(bundle).find(slice => slice.arch === 'arm64e' && slice.platform === 'ios' && test(slice));
        const entry = bundle.executable?.entry ?? bundle.path;
        return hit ? [{ entry, message: say(entry, hit, bundle) }] : [];
    });
}
/** How to be rid of an arm64e slice built wrong: the vendor's update, or `lipo -remove`. */
const arm64eFix = (entry, bundle, right) => (0,rules_facts/* isLibrary */.es)(bundle)
    ? `update that ${(0,rules_facts/* kindWord */.dx)(bundle)} to a release whose arm64e slice is ${right}, or remove the slice in a build phase (lipo "${(0,untrusted/* oneLine */.TN)(entry.slice(entry.lastIndexOf('/') + 1), 100)}" -remove arm64e -output …), and export again`
    : `build the ${(0,rules_facts/* kindWord */.dx)(bundle)}'s arm64e slice ${right}, or take arm64e out of its ARCHS, and export again`;
/** The watch app and the watch extensions, whose executables must hold an arm64 slice. */
const watchExecutables = (facts) => facts.bundles.filter(bundle => bundle.watch && !(0,rules_facts/* isLibrary */.es)(bundle));
const SLICE_RULES = [
    {
        code: 'ITMS-91011',
        title: `an iOS arm64e slice is built with the iOS ${ARM64E.sdk.replace(/\.0$/, '')} SDK or later`,
        level: 'refuse',
        fix: 'a release of the framework built with Xcode 26 or later, or `lipo -remove arm64e`',
        source: 'App Store Connect, at upload: "Validation failed (409) Invalid architecture. The iOS 26 SDK or later is required for an arm64e slice. The bundle executable in “xxx.app/Frameworks/Sentry.framework” contains an arm64e slice with the iOS 17.2 SDK." (https://github.com/getsentry/sentry-cocoa/issues/7236, 2026-01-21), as ITMS-91011 (https://github.com/getsentry/sentry-unity/issues/2367, 2025-10-22; read 2026-12-06)',
        check: facts => arm64eSlices(facts, slice => recorded(slice.sdk) && compareVersions(slice.sdk, ARM64E.sdk) < 0, (entry, slice, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} holds an arm64e slice built with the iOS ${(0,untrusted/* oneLine */.TN)(slice.sdk ?? '', 20)} SDK, and App Store Connect requires the iOS ${ARM64E.sdk.replace(/\.0$/, '')} SDK or later for an arm64e slice (ITMS-91011); ${arm64eFix(entry, bundle, `built with Xcode 26 or later`)}.`)
    },
    {
        code: 'ITMS-91010',
        title: `an iOS arm64e slice has a minimum of iOS ${ARM64E.minimumOs} or later`,
        level: 'refuse',
        fix: 'a deployment target of iOS 17.4 or later for the arm64e slice, or `lipo -remove arm64e`',
        source: 'App Store Connect: "ITMS-91010: Invalid architecture - A minimum deployment target of 17.4 or later is required for an arm64e slice. The bundle executable in “Ambre.app/Frameworks/Sentry.framework” contains an arm64e slice with a minimum deployment target of 14.0." (https://github.com/getsentry/sentry-cocoa/issues/5435, 2025-06-18; read 2026-12-06)',
        check: facts => arm64eSlices(facts, slice => slice.minOs !== undefined && compareVersions(slice.minOs, ARM64E.minimumOs) < 0, (entry, slice, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} holds an arm64e slice whose minimum is iOS ${(0,untrusted/* oneLine */.TN)(slice.minOs ?? '', 20)}, and App Store Connect requires a minimum of iOS ${ARM64E.minimumOs} or later for an arm64e slice (ITMS-91010); ${arm64eFix(entry, bundle, `built for iOS ${ARM64E.minimumOs} or later`)}.`)
    },
    {
        code: 'ITMS-90733',
        title: `a watch app's and watch extension's executable holds an arm64 slice (from ${WATCH_ARM64.starts})`,
        level: 'refuse',
        fix: 'Xcode 26 or later with ARCHS = Standard Architectures (`$(ARCHS_STANDARD)`: arm64_32 and arm64)',
        source: WATCH_ARM64.source,
        check: facts => {
            const stands = standing(WATCH_ARM64, facts.now);
            return watchExecutables(facts).flatMap(bundle => {
                const slices = (0,rules_facts/* slicesOf */.nu)(bundle);
                const entry = bundle.executable?.entry;
                if (!entry || bundle.executable?.read?.kind !== 'macho' || slices.length === 0)
                    return [];
                if (slices.some(slice => slice.arch === 'arm64' || slice.arch === 'arm64e'))
                    return [];
                const archs = slices.map(slice => (0,untrusted/* oneLine */.TN)(slice.arch, 20)).join(', ');
                const since = stands === 'refused'
                    ? `App Store Connect refuses watchOS apps without it since ${WATCH_ARM64.starts}`
                    : `App Store Connect refuses watchOS apps without it from ${when(WATCH_ARM64)}${stands === 'starting' ? ', and may refuse this build already' : ''}`;
                const finding = {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} holds ${archs} without an arm64 slice: ${since} (ITMS-90733); build the ${(0,rules_facts/* kindWord */.dx)(bundle)} with Xcode 26 or later and ARCHS = Standard Architectures ($(ARCHS_STANDARD), arm64_32 and arm64), and export again.`
                };
                return [stands === 'refused' ? finding : { ...finding, level: 'warn' }];
            });
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/dylib-search.ts


/**
 * Where dyld finds a dylib an executable links, as the IPA lets us know it: `@rpath/` through the
 * rpaths (LC_RPATH) of the binary and of those that may load it, `@executable_path/` from the folder
 * of the process's main executable, `@loader_path/` from the linking binary's own folder. Only what
 * the layout knows for sure is said missing: a path into a `Frameworks/` folder of a bundle that runs
 * (`Frameworks/Kit.framework/Kit`, `Frameworks/libfoo.dylib`) that no framework or dylib of the IPA
 * is. Whatever else a path resolves to, or an rpath outside the IPA but `/usr/lib/swift`, the
 * system's libraries, weak and lazy links are taken as found.
 */
/** The folder of Swift's runtime in the OS, which holds `libswift*.dylib` only. */
const SWIFT_IN_OS = '/usr/lib/swift';
const SWIFT_RUNTIME = /^libswift[^/]*\.dylib$/s;
/** The dylibs the executable of `bundle` links that no place dyld searches holds, each once. */
function missingDylibs(bundle, facts) {
    const read = bundle.executable?.read;
    if (read?.kind !== 'macho')
        return [];
    // A library's rpaths come from the binaries that load it: all of them must have been read.
    if ((0,rules_facts/* isLibrary */.es)(bundle) && facts.bundles.some(other => other.notRead?.has('executable')))
        return [];
    const missing = new Set();
    for (const slice of read.slices) {
        if (!slice.dylibs?.length)
            continue;
        const search = new Search(bundle, slice, facts);
        for (const dylib of slice.dylibs)
            if (search.isMissing(dylib))
                missing.add(dylib.name);
    }
    return [...missing];
}
/**
 * The places dyld searches for the dylibs one slice links. What it needs of the other binaries (the
 * bundles that run, the rpaths of those that may load a library) is gathered only when a name asks
 * for it, and walked, not copied: an app of hundreds of frameworks would otherwise build the rpaths
 * of all the others once for each of them.
 */
class Search {
    bundle;
    slice;
    facts;
    loader;
    libraries;
    runningPaths;
    constructor(bundle, slice, facts) {
        this.bundle = bundle;
        this.slice = slice;
        this.facts = facts;
        this.loader = folderOf(bundle);
        this.libraries =
            facts.libraryPaths ?? facts.bundles.filter(rules_facts/* isLibrary */.es).map(library => library.path);
    }
    /** The bundles that run (not libraries): any of them may be a library's main executable. */
    get running() {
        this.runningPaths ??= this.facts.bundles
            .filter(other => !(0,rules_facts/* isLibrary */.es)(other))
            .map(other => other.path);
        return this.runningPaths;
    }
    /** A library runs in the app's process or an extension's: any of them may be the main one. */
    get mains() {
        return (0,rules_facts/* isLibrary */.es)(this.bundle) ? this.running : [this.bundle.path];
    }
    /**
     * The rpaths searched, each with the binary whose folders it is read from: the slice's own, then,
     * for a library, those of every other binary, which may load it.
     */
    *rpaths() {
        for (const path of this.slice.rpaths ?? [])
            yield { path, owner: this.bundle };
        if (!(0,rules_facts/* isLibrary */.es)(this.bundle))
            return;
        for (const other of this.facts.bundles)
            if (other !== this.bundle)
                for (const path of rpathsOf(other))
                    yield { path, owner: other };
    }
    isMissing(dylib) {
        if (dylib.weak || dylib.command === 'LC_LAZY_LOAD_DYLIB')
            return false;
        const places = this.places(dylib.name);
        if (places.length === 0)
            return dylib.name.startsWith('@rpath/') && !this.swiftInOs(dylib);
        return places.every(place => 'entry' in place && this.knowable(place.entry) && !this.holds(place.entry));
    }
    /** Where a dylib's name leads (none: an `@rpath/` name without an rpath to search). */
    places(name) {
        const rest = (prefix) => name.slice(prefix.length);
        if (name.startsWith('@rpath/')) {
            if (this.swiftInOs({ name }))
                return [{ unknown: true }];
            const places = [];
            for (const { path, owner } of this.rpaths()) {
                if (path === SWIFT_IN_OS)
                    continue;
                const mains = (0,rules_facts/* isLibrary */.es)(owner) ? this.running : [owner.path];
                for (const place of this.expand(path, folderOf(owner), mains))
                    places.push('entry' in place ? { entry: `${place.entry}/${rest('@rpath/')}` } : place);
            }
            return places;
        }
        if (name.startsWith('@executable_path/') || name.startsWith('@loader_path/'))
            return this.expand(name, this.loader, this.mains);
        return [{ unknown: true }];
    }
    /** A path that may start with `@executable_path/` or `@loader_path/`, as entry paths. */
    expand(path, loader, mains) {
        const inside = (folder, rest) => {
            const entry = external_node_path_.posix.normalize(`${folder}${rest}`.normalize('NFC')).replace(/\/$/, '');
            return entry.startsWith('../') || entry === '..' ? { unknown: true } : { entry };
        };
        if (path.startsWith('@executable_path/'))
            return mains.map(main => inside(main, path.slice('@executable_path/'.length)));
        if (path.startsWith('@loader_path/'))
            return [inside(loader, path.slice('@loader_path/'.length))];
        return [{ unknown: true }];
    }
    /** `@rpath/libswift*.dylib` where an rpath is the OS's Swift, or the archive has SwiftSupport/. */
    swiftInOs({ name }) {
        if (!name.startsWith('@rpath/') || !SWIFT_RUNTIME.test(name.slice('@rpath/'.length)))
            return false;
        if (this.facts.archiveFolders?.includes('SwiftSupport'))
            return true;
        for (const { path } of this.rpaths())
            if (path.replace(/\/$/, '') === SWIFT_IN_OS)
                return true;
        return false;
    }
    /** A path right in a `Frameworks/` folder of a bundle that runs: the layout knows all of those. */
    knowable(entry) {
        return this.running.some(path => {
            if (!entry.startsWith(`${path}Frameworks/`))
                return false;
            const inFolder = entry.slice(`${path}Frameworks/`.length);
            return /^[^/]+\.framework\/./s.test(inFolder) || /^[^/]+\.dylib$/s.test(inFolder);
        });
    }
    holds(entry) {
        return this.libraries.some(path => path.endsWith('/') ? entry.startsWith(path) : entry === path);
    }
}
/** The folder a binary sits in: its bundle's, or a loose dylib's `Frameworks/`. */
function folderOf(bundle) {
    return bundle.kind === 'dylib' ? `${external_node_path_.posix.dirname(bundle.path)}/` : bundle.path;
}
function* rpathsOf(bundle) {
    const read = bundle.executable?.read;
    if (read?.kind === 'macho')
        for (const slice of read.slices)
            yield* slice.rpaths ?? [];
}

;// CONCATENATED MODULE: ./src/ipa/rules/linking-rules.ts



/** Swift's runtime libraries as Xcode embeds them for iOS 12.1 and earlier (and back-deployments). */
const linking_rules_SWIFT_RUNTIME = /\/Frameworks\/libswift[^/]*\.dylib$/s;
const LINKING_RULES = [
    {
        code: 'ITMS-90562',
        title: 'every dylib an executable links through `@rpath`, `@executable_path` or `@loader_path` is in the IPA where dyld looks (weak links and the system libraries aside)',
        level: 'refuse',
        fix: 'embed the framework (Embed & Sign in the target\'s "Frameworks, Libraries, and Embedded Content"), or link it statically; check `otool -L` and `otool -l` (LC_RPATH)',
        source: 'App Store Connect: "ITMS-90562: Invalid Bundle - One or more dynamic libraries that are referenced by your app are not present in the dylib search path" (https://github.com/carekit-apple/CareKit/issues/388, 2020-03-17; https://github.com/launchdarkly/ios-client-sdk/issues/216, 2020-07-31: "Please correct the following issues, then upload again"; read 2026-12-06)',
        check: facts => facts.bundles.flatMap(bundle => {
            const missing = missingDylibs(bundle, facts);
            const entry = bundle.executable?.entry;
            if (missing.length === 0 || !entry)
                return [];
            const names = missing.map(name => (0,untrusted/* oneLine */.TN)(name, 120));
            const them = missing.length > 1 ? 'them' : 'it';
            return [
                {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} links ${names.join(', ')}, which no Frameworks/ folder of the IPA holds where its rpaths (LC_RPATH) lead, and App Store Connect refuses a dylib that is not in the dylib search path (ITMS-90562); embed ${them} in the app (Embed & Sign in the ${(0,rules_facts/* isLibrary */.es)(bundle) ? "app's" : `${(0,rules_facts/* kindWord */.dx)(bundle)}'s`} target copies ${them} into Frameworks/), or link ${them} statically, and export again.`
                }
            ];
        })
    },
    {
        code: 'ITMS-90426',
        title: "Swift's runtime libraries (`Frameworks/libswift*.dylib`) come with the `SwiftSupport/` folder beside `Payload/`",
        level: 'refuse',
        fix: "export the IPA with Xcode's Organizer or `xcodebuild -exportArchive` (method app-store-connect), which writes SwiftSupport/; no repackaging of Payload/ alone",
        source: 'App Store Connect: "ITMS-90426: Invalid Swift Support - The SwiftSupport folder is missing. Rebuild your app using the current public (GM) version of Xcode and resubmit it." (https://github.com/airsdk/Adobe-Runtime-Support/issues/3655, 2025-01-23: Swift dylibs in Payload/*.app/Frameworks, no SwiftSupport folder beside Payload; https://github.com/hey24sheep/azure-flutter-tasks/issues/65, 2023-01-30: "Please correct the following issues, then upload again"; read 2026-12-06)',
        check: facts => {
            if (!facts.archiveFolders || facts.archiveFolders.includes('SwiftSupport'))
                return [];
            const runtime = (facts.libraryPaths ?? facts.bundles.map(bundle => bundle.path)).filter(path => linking_rules_SWIFT_RUNTIME.test(path));
            if (runtime.length === 0)
                return [];
            const first = runtime[0];
            const more = runtime.length > 1 ? ` and ${runtime.length - 1} more of Swift's libraries` : '';
            return [
                {
                    entry: first,
                    message: `${(0,rules_facts/* shownEntry */.qF)(first)}${more} ${more ? 'are' : 'is'} embedded, but the archive has no SwiftSupport/ folder beside Payload/, which App Store Connect refuses (ITMS-90426); export the IPA from the Xcode archive with the Organizer or xcodebuild -exportArchive (they write SwiftSupport/), and do not rebuild the zip from Payload/ alone.`
                }
            ];
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/api-rules.ts

/**
 * How code that uses UIWebView imports it: the class it sends messages to or subclasses. App Store
 * Connect's scanner matches more (the name anywhere in the binary, reports say); these imports are
 * what it surely matches.
 */
const UIWEBVIEW = ['_OBJC_CLASS_$_UIWebView', '_OBJC_METACLASS_$_UIWebView'];
/**
 * Symbols App Store Connect named as non-public in ITMS-90338 e-mails that public reports quote, as
 * imports (undefined symbols) of the binary. A partial list: Apple publishes none.
 */
const NON_PUBLIC_SYMBOLS = [
    // https://github.com/johnno1962/SwiftTrace/issues/45 (2023-02-15)
    '_dyld_dynamic_interpose',
    // https://github.com/heremaps/here-android-sdk-examples/issues/295 (2019-10-18), and
    // https://github.com/kivy/kivy-ios/issues/492 (2020)
    '_getcontext',
    '_makecontext',
    '_setcontext',
    // https://github.com/Tencent/OOMDetector/issues/44 (2021-05-10)
    '___syscall_logger',
    // https://github.com/netease-im/NIM_iOS_SDK/issues/13 (2021-12-28)
    '_CCCryptorGCMAddAAD',
    '_CCCryptorGCMAddIV',
    '_CCCryptorGCMFinal'
];
/** Each executable that imports any of `symbols`: the entry and the symbols, in the list's order. */
function importing(facts, symbols, say) {
    return facts.bundles.flatMap(bundle => {
        const imports = new Set((0,rules_facts/* slicesOf */.nu)(bundle).flatMap(slice => slice.imports));
        const found = symbols.filter(symbol => imports.has(symbol));
        const entry = bundle.executable?.entry;
        if (found.length === 0 || !entry)
            return [];
        const library = (0,rules_facts/* isLibrary */.es)(bundle)
            ? `that ${(0,rules_facts/* kindWord */.dx)(bundle)}`
            : `the ${(0,rules_facts/* kindWord */.dx)(bundle)}'s code`;
        return [{ entry, message: say(entry, found, library) }];
    });
}
const API_RULES = [
    {
        code: 'ITMS-90809',
        title: 'no executable uses UIWebView (imports its class)',
        level: 'refuse',
        fix: 'WKWebView instead; a release of the SDK or plugin that no longer uses UIWebView',
        source: 'App Store Connect: "ITMS-90809: Deprecated API Usage - New apps that use UIWebView are no longer accepted. Instead, use WKWebView for improved security and reliability." (https://github.com/HeroWqb/HWDownloadDemo/issues/15, 2022-08-31: "Please correct the following issues, then upload again"), and "App updates that use UIWebView will no longer be accepted as of December 2020" (https://github.com/nnhubbard/ZSSRichTextEditor/issues/271, 2020-06-19; read 2026-12-06)',
        check: facts => importing(facts, UIWEBVIEW, (entry, found, library) => `${(0,rules_facts/* shownEntry */.qF)(entry)} uses UIWebView (it imports ${found.join(' and ')}), which App Store Connect no longer accepts (ITMS-90809); replace it with WKWebView in ${library} (or update the SDK or plugin that uses it), and export again.`)
    },
    {
        code: 'ITMS-90338',
        title: 'no executable imports a non-public symbol App Store Connect is known to refuse (a partial list: those public reports of ITMS-90338 quote)',
        level: 'refuse',
        fix: 'a release of the SDK that no longer calls it, or code without it',
        source: `App Store Connect: "ITMS-90338: Non-public API usage - The app references non-public symbols in Frameworks/SwiftTrace.framework/SwiftTrace: _dyld_dynamic_interpose. If method names in your source code match the private Apple APIs listed above, altering your method names will help prevent this app from being flagged in future submissions." (https://github.com/johnno1962/SwiftTrace/issues/45, 2023-02-15), "Please correct the following issues, then upload again" (https://github.com/kishikawakatsumi/KeychainAccess/issues/473, 2020-02-27); the symbols of the list as reports quote them: ${NON_PUBLIC_SYMBOLS.join(', ')} (https://github.com/heremaps/here-android-sdk-examples/issues/295, https://github.com/kivy/kivy-ios/issues/492, https://github.com/Tencent/OOMDetector/issues/44, https://github.com/netease-im/NIM_iOS_SDK/issues/13; read 2026-12-06)`,
        check: facts => importing(facts, NON_PUBLIC_SYMBOLS, (entry, found, library) => `${(0,rules_facts/* shownEntry */.qF)(entry)} imports ${found.join(', ')}, which App Store Connect has refused as non-public API (ITMS-90338; this check knows only the symbols public reports of it quote, not Apple's whole list); remove ${found.length > 1 ? 'those calls' : 'that call'} from ${library} (or update the SDK that makes ${found.length > 1 ? 'them' : 'it'}), and export again.`)
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/icons.ts
var icons = __webpack_require__(1078);
;// CONCATENATED MODULE: ./src/ipa/rules/icon-rules.ts






/**
 * The SDK the app was built with: Info.plist's DTSDKName, else what its executable records; App
 * Store Connect asks for an icon in an asset catalog of apps built with the iOS 11 SDK or later.
 */
function builtWithSdk(app) {
    const name = app.plist && (0,ipa_plist/* stringValue */.r$)(app.plist, 'DTSDKName');
    return (name && sdkNameVersion(name)) || linkedSdk(app)?.version;
}
const ASSET_CATALOG_SDK = '11.0';
const needsAssetCatalog = (app) => {
    const sdk = builtWithSdk(app);
    return sdk !== undefined && compareVersions(sdk, ASSET_CATALOG_SDK) >= 0;
};
/** The devices the app runs on, by UIDeviceFamily (1 iPhone, 2 iPad); none given is iPhone alone. */
function devices(app) {
    const family = app.plist && (0,ipa_plist/* ownValue */.eC)(app.plist, 'UIDeviceFamily');
    const numbers = (Array.isArray(family) ? family : [family]).map(Number);
    if (family === undefined)
        return { iphone: true, ipad: false };
    return { iphone: numbers.includes(1), ipad: numbers.includes(2) };
}
/** The icon sizes App Store Connect asks of an app without an asset catalog, by device. */
const ICON_SIZES = [
    { device: 'iphone', pixels: 120, code: 'ITMS-90022', word: 'iPhone' },
    { device: 'ipad', pixels: 152, code: 'ITMS-90023', word: 'iPad' }
];
const ICON_FIX = 'give the app target an AppIcon set in its asset catalog (one 1024-pixel image is enough) and set its App Icon (ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon), so that Xcode writes Assets.car, CFBundleIconName and the icon files, and export again';
/**
 * An app's icon as App Store Connect checks it. With an asset catalog, the icons (the 1024-pixel
 * App Store icon among them) are inside Assets.car, which preflight does not read: an IPA alone
 * cannot tell what it holds, so only its name in Info.plist is checked. Without one, the icon files
 * Info.plist names are what there is: their PNG headers say their sizes. Apps built with an SDK
 * before iOS 11 named loose icon files, which App Store Connect took: neither rule speaks of them.
 */
const ICON_RULES = [
    {
        code: 'ITMS-90713',
        title: 'an app built with the iOS 11 SDK or later names its asset-catalog icon in Info.plist (CFBundleIconName)',
        level: 'refuse',
        fix: "set the target's App Icon (`ASSETCATALOG_COMPILER_APPICON_NAME`), which writes `CFBundleIconName`",
        source: 'App Store Connect: "ITMS-90713: Missing Info.plist value. A value for the Info.plist key \'CFBundleIconName\' is missing in the bundle … Apps built with iOS 11 or later SDK must supply app icons in an asset catalog and must also provide a value for this Info.plist key" (expo/eas-cli#115, 2020-12-04; dotnet/maui#28954, 2025-04-12) (read 2026-12-06)',
        check: facts => {
            const app = facts.app;
            const files = app.files;
            if (!app.plist || !files || !needsAssetCatalog(app) || (0,icons/* iconName */.j4)(app.plist))
                return [];
            const catalog = files.has(icons/* ASSET_CATALOG */.JH);
            // An app with no icon at all is ITMS-90022's to say.
            if (!catalog && (0,icons/* iconFiles */.f8)(app.plist, files).length === 0)
                return [];
            const has = catalog
                ? `holds an asset catalog (${icons/* ASSET_CATALOG */.JH}), but its Info.plist names no icon in it (CFBundleIconName)`
                : 'names its icon files in Info.plist but has no asset catalog (Assets.car) nor CFBundleIconName';
            return [
                {
                    entry: `${app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} was built with the iOS ${(0,untrusted/* oneLine */.TN)(builtWithSdk(app) ?? '', 20)} SDK and ${has}, which App Store Connect refuses of an app built with the iOS 11 SDK or later (ITMS-90713); ${ICON_FIX}.`
                }
            ];
        }
    },
    {
        code: 'ITMS-90022',
        covers: ['ITMS-90023', 'ITMS-90704'],
        title: 'an app built with the iOS 11 SDK or later has an icon: an asset catalog (what Assets.car holds, the 1024-pixel App Store icon among it, an IPA alone cannot tell), else icon files of 120×120 pixels for iPhone and 152×152 for iPad',
        level: 'refuse',
        fix: 'add an AppIcon set to the asset catalog and set the target’s App Icon',
        source: 'App Store Connect: "ITMS-90022: Missing required icon file. The bundle does not contain an app icon for iPhone / iPod Touch of exactly \'120x120\' pixels, in .png format for iOS versions >= 10.0" and "ITMS-90023: … for iPad of exactly \'152x152\' pixels" (errors: fastlane/fastlane#8170; NativeScript/NativeScript#9234, 2021-02-21), and "ITMS-90704: Missing App Icon. An app icon measuring 1024 by 1024 pixels in PNG format must be included in the Asset Catalog of apps built for iOS, iPadOS, or watchOS" (an error: expo/eas-cli#115, 2020-12-04) (read 2026-12-06)',
        check: facts => {
            const app = facts.app;
            const files = app.files;
            if (!app.plist || !files || !needsAssetCatalog(app) || files.has(icons/* ASSET_CATALOG */.JH))
                return [];
            const entry = `${app.path}Info.plist`;
            const named = (0,icons/* iconFiles */.f8)(app.plist, files);
            if (named.length === 0)
                return [
                    {
                        entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} has no app icon: no asset catalog (${icons/* ASSET_CATALOG */.JH}) and no icon file its Info.plist names (ITMS-90022, ITMS-90704: App Store Connect refuses an app without its icon); ${ICON_FIX}.`
                    }
                ];
            // Only when every icon file was read: one not read might be the size asked for.
            const sizes = app.iconSizes;
            if (!sizes || named.length > icons/* MAX_ICON_FILES */.DW || named.some(name => !sizes.has(name)))
                return [];
            const found = named.map(name => sizes.get(name));
            const runsOn = devices(app);
            return ICON_SIZES.flatMap(({ device, pixels, code, word }) => {
                if (!runsOn[device])
                    return [];
                if (found.some(size => size?.width === pixels && size.height === pixels))
                    return [];
                return [
                    {
                        entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} has no asset catalog (${icons/* ASSET_CATALOG */.JH}), and none of the icon files its Info.plist names (${named.map(rules_facts/* shownEntry */.qF).join(', ')}) is the ${pixels}×${pixels}-pixel PNG an ${word} app needs (${code}); ${ICON_FIX}.`
                    }
                ];
            });
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/launch-storyboard-rules.ts




/**
 * The launch storyboard an iPad app that multitasks names must be in its bundle, compiled: Xcode
 * writes `LaunchScreen.storyboardc` (at the bundle's root or in `Base.lproj/`) from the
 * `LaunchScreen.storyboard` of the project, and UILaunchStoryboardName names it without extension.
 * An app that names none is ITMS-90475's (info-plist-rules.ts); one that runs on iPhone alone, or
 * opts out of multitasking, is not asked for it.
 */
const LAUNCH_STORYBOARD_RULES = [
    {
        code: 'ITMS-90476',
        title: 'the launch storyboard an iPad app that multitasks names (`UILaunchStoryboardName`) is in the bundle, compiled',
        level: 'refuse',
        fix: 'add the storyboard to the app target, and name it without its extension',
        source: `App Store Connect: "Asset validation failed (90476) Invalid bundle. Because your app supports Multitasking on iPad, you need to include the LaunchScreen.storyboard launch storyboard file in your … bundle. Use UILaunchScreen instead if the app's MinimumOSVersion is 14 or higher" (jonbhanson/flutter_native_splash#689, 2024-04-10), and the same of a storyboard in the bundle named with its extension in UILaunchStoryboardName (zoontek/react-native-bootsplash#573, 2024-04-16) or per device ('LaunchScreen~ipad.storyboard', mozilla-lockwise/lockwise-ios#855, 2019-01-17); ${FULL_SCREEN_NOTE}: https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key (read 2026-12-06)`,
        check: facts => {
            const { plist, storyboards, path } = facts.app;
            if (!plist || !storyboards || !multitasksOnIpad(facts))
                return [];
            // A launch screen of keys (iOS 14 and later) may stand beside: no refusal then.
            // So may per-device storyboards (UILaunchStoryboards), whose files this rule does not follow.
            const others = ['UILaunchScreen', 'UILaunchScreen~ipad', 'UILaunchStoryboards'];
            if (others.some(key => (0,ipa_plist/* ownValue */.eC)(plist, key) !== undefined))
                return [];
            const name = (0,ipa_plist/* stringValue */.r$)(plist, 'UILaunchStoryboardName~ipad') ??
                (0,ipa_plist/* stringValue */.r$)(plist, 'UILaunchStoryboardName');
            // A name with a folder in it is looked up where the layout does not look: no conclusion.
            if (!name || name.includes('/'))
                return [];
            // Compared in any case, as on a Mac's disk; a storyboard for iPad alone (`~ipad`) counts.
            const held = new Set([...storyboards].map(storyboard => storyboard.toLowerCase()));
            const has = (file) => held.has(file.toLowerCase());
            // A launch screen from a XIB (`LaunchScreen.nib`), which Apple's pages still name beside the
            // storyboard (UILaunchStoryboardFile: "a launch storyboard file or xib"): not refused.
            const compiled = ['.storyboardc', '~ipad.storyboardc', '.nib', '~ipad.nib'];
            if (compiled.some(ending => has(`${name}${ending}`)))
                return [];
            const raw = name.replace(/\.storyboardc?$/i, '');
            const stem = (0,untrusted/* oneLine */.TN)(raw, 100);
            const [what, fix] = raw !== name && has(`${raw}.storyboardc`)
                ? [
                    `names it with its extension, where the bundle holds it as ${stem}.storyboardc`,
                    `name it "${stem}", without extension`
                ]
                : has(`${raw}.storyboard`)
                    ? [
                        `the bundle holds it uncompiled (${stem}.storyboard), where it needs ${stem}.storyboardc`,
                        "add the storyboard to the app target's Copy Bundle Resources, which compiles it"
                    ]
                    : [
                        `the bundle holds no ${stem}.storyboardc`,
                        'add the storyboard to the app target, or name the one it has'
                    ];
            return [
                {
                    entry: `${path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(path)}Info.plist names the launch storyboard "${(0,untrusted/* oneLine */.TN)(name, 100)}", which an iPad app that multitasks needs in its bundle, but ${what} (ITMS-90476); ${fix} (${FULL_SCREEN_NOTE}), and export again.`
                }
            ];
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/document-rules.ts


/** The keys that say how an app that declares document types opens them: either will do, YES or NO. */
const DOCUMENT_CONFIGURATION = ['LSSupportsOpeningDocumentsInPlace', 'UISupportsDocumentBrowser'];
const DOCUMENT_RULES = [
    {
        code: 'ITMS-90737',
        title: 'an app that declares document types says how it opens them (`LSSupportsOpeningDocumentsInPlace` or `UISupportsDocumentBrowser`, YES or NO)',
        level: 'warn',
        fix: 'add `LSSupportsOpeningDocumentsInPlace` (YES, or NO for an app that imports a copy)',
        source: 'App Store Connect: "ITMS-90737: Missing Document Configuration - By declaring the CFBundleDocumentTypes key in your app, you\'ve indicated that your app is able to open documents. Please set the UISupportsDocumentBrowser key to "YES" if your app uses a UIDocumentBrowserViewController. Otherwise, set the LSSupportsOpeningDocumentsInPlace key in the Info.plist to "YES" (recommended) or "NO" to specify whether the app can open files in place" (a warning: element-hq/element-ios#6159, 2022-05-16; SlayterDev/RadiumBrowser#52, 2020-05-13) (read 2026-12-06)',
        check: facts => {
            const plist = facts.app.plist;
            const types = plist && (0,ipa_plist/* ownValue */.eC)(plist, 'CFBundleDocumentTypes');
            if (!plist || !Array.isArray(types) || types.length === 0)
                return [];
            // A key set to NO is a configuration too: the app imports a copy.
            if (DOCUMENT_CONFIGURATION.some(key => (0,ipa_plist/* ownValue */.eC)(plist, key) !== undefined))
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist declares document types (CFBundleDocumentTypes) but neither LSSupportsOpeningDocumentsInPlace nor UISupportsDocumentBrowser (ITMS-90737: App Store Connect takes the build and e-mails the team); add LSSupportsOpeningDocumentsInPlace (YES when the app opens documents where they are, NO when it imports a copy) in the next build.`
                }
            ];
        }
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/push-rules.ts
var push_rules = __webpack_require__(516);
;// CONCATENATED MODULE: ./src/ipa/rules/index.ts
















/** Every App Store rule preflight applies, in the order their problems are listed. */
const RULES = [
    ...EXECUTABLE_RULES,
    ...STRUCTURE_RULES,
    ...BUNDLE_RULES,
    ...PROFILE_RULES,
    ...INFO_PLIST_RULES,
    ...SCHEDULE_RULES,
    ...PRIVACY_MANIFEST_RULES,
    ...FRAMEWORK_PLIST_RULES,
    ...BUNDLE_LAYOUT_RULES,
    ...SLICE_RULES,
    ...LINKING_RULES,
    ...API_RULES,
    ...ICON_RULES,
    ...LAUNCH_STORYBOARD_RULES,
    ...DOCUMENT_RULES,
    ...push_rules/* PUSH_RULES */.x
];
/** Each rule's findings, but the skipped rules' and those tagged with a skipped code. */
function applyRules(facts, skip = new Set()) {
    return RULES.filter(rule => !skip.has(rule.code)).flatMap(rule => rule
        .check(facts)
        .filter(finding => finding.code === undefined || !skip.has(finding.code))
        .map(finding => ({ rule, finding })));
}


/***/ }),

/***/ 516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ PUSH_SELECTORS),
/* harmony export */   x: () => (/* binding */ PUSH_RULES)
/* harmony export */ });
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1183);

/**
 * The Objective-C selectors that register with the Apple Push Notification service: UIApplication's
 * registerForRemoteNotifications (iOS 8 and later) and the registerForRemoteNotificationTypes: it
 * replaced. The Mach-O reader keeps them from `__objc_methname` (the rules' wanted selectors). The
 * app delegate's application:didRegisterForRemoteNotificationsWithDeviceToken:, which Apple's
 * validator was also said to look for (onmyway133/notes#59, 2015), is not: its name is in every app
 * that adopts UIApplicationDelegate, through the protocol's own metadata, so it tells nothing here.
 */
const PUSH_SELECTORS = new Set([
    'registerForRemoteNotifications',
    'registerForRemoteNotificationTypes:'
]);
/** The bundles that sign themselves with their own profile and may register for push. */
const REGISTERS_ITSELF = new Set(['app', 'app-clip']);
const PUSH_RULES = [
    {
        code: 'ITMS-90078',
        title: 'an app that registers for push notifications (registerForRemoteNotifications) has the aps-environment entitlement in its profile (what its signature holds besides, preflight does not read: a profile that grants it is taken as enough)',
        level: 'warn',
        fix: 'enable Push Notifications for the App ID and the target, and sign with a profile that has it',
        source: 'App Store Connect: "ITMS-90078: Missing potentially required entitlement - Your app, or a library that\'s included in your app, uses Apple Push Notification service (APNs) registration APIs, but the APS Environment Entitlement isn\'t included in the app signature\'s entitlements" (dotnet/macios#22673, 2025-04-24; Odevio/Odevio-CLI#52, 2024-11-18), formerly "Missing Push Notification Entitlement - Your app appears to register with the Apple Push Notification service …" in an e-mail that says "Your delivery was successful" (Path-Check/safeplaces-dct-app#182, 2020-03-24); no e-mail of the reverse case (the entitlement without the API) was found (read 2026-12-06)',
        check: facts => {
            // Each app or App Clip with the bundles whose code runs in it (its frameworks and dylibs).
            const byHost = new Map();
            for (const bundle of facts.bundles) {
                const host = (0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .hostOf */ .w4)(bundle, facts);
                if (!REGISTERS_ITSELF.has(host.kind))
                    continue;
                const selectors = [...new Set((0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .slicesOf */ .nu)(bundle).flatMap(slice => slice.selectors))].filter(selector => PUSH_SELECTORS.has(selector));
                if (selectors.length > 0)
                    byHost.set(host, [...(byHost.get(host) ?? []), { bundle, selectors }]);
            }
            return [...byHost].flatMap(([host, uses]) => {
                // No profile read: what it grants is unknown (an upload is signed again later).
                const profile = host.profile;
                if (!profile || profile.read.apsEnvironment !== undefined)
                    return [];
                const where = uses
                    .map(({ bundle, selectors }) => `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .shownEntry */ .qF)(bundle.path)} (${selectors.join(', ')})`)
                    .join(', ');
                return [
                    {
                        entry: profile.entry,
                        message: `${where} registers for push notifications, but ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .shownEntry */ .qF)(profile.entry)} grants no aps-environment entitlement, so the app's signature cannot hold it (ITMS-90078: App Store Connect takes the build and e-mails the team; push notifications will not reach it); enable Push Notifications for the App ID and the target (Signing & Capabilities), and sign the next build with a profile that has it.`
                    }
                ];
            });
        }
    }
];


/***/ }),

/***/ 9988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ REQUIRED_REASON_SOURCE),
/* harmony export */   MZ: () => (/* binding */ usesOf),
/* harmony export */   U1: () => (/* binding */ REQUIRED_REASON_SELECTORS),
/* harmony export */   dt: () => (/* binding */ REQUIRED_REASON_APIS)
/* harmony export */ });
const REQUIRED_REASON_SOURCE = 'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API: file timestamp, system boot time, disk space, active keyboard and user defaults APIs, read 2026-11-27)';
const REQUIRED_REASON_APIS = [
    {
        type: 'NSPrivacyAccessedAPICategoryFileTimestamp',
        about: 'file timestamps',
        functions: [
            '_getattrlist',
            '_getattrlistbulk',
            '_fgetattrlist',
            '_stat',
            '_fstat',
            '_fstatat',
            '_lstat',
            '_getattrlistat'
        ],
        // FileAttributeKey.creationDate and .modificationDate; URLResourceKey.contentModificationDateKey
        // and .creationDateKey.
        constants: [
            '_NSFileCreationDate',
            '_NSFileModificationDate',
            '_NSURLContentModificationDateKey',
            '_NSURLCreationDateKey'
        ],
        classes: [],
        // UIDocument's fileModificationDate; NSDictionary's accessor of a file's attributes has the
        // same name, and reads the same timestamp.
        selectors: ['fileModificationDate']
    },
    {
        type: 'NSPrivacyAccessedAPICategorySystemBootTime',
        about: 'system boot time',
        functions: ['_mach_absolute_time'],
        constants: [],
        classes: [],
        // ProcessInfo's systemUptime.
        selectors: ['systemUptime']
    },
    {
        type: 'NSPrivacyAccessedAPICategoryDiskSpace',
        about: 'disk space',
        functions: [
            '_statfs',
            '_statvfs',
            '_fstatfs',
            '_fstatvfs',
            '_getattrlist',
            '_fgetattrlist',
            '_getattrlistat'
        ],
        // URLResourceKey's volume capacities; FileAttributeKey.systemFreeSize and .systemSize.
        constants: [
            '_NSURLVolumeAvailableCapacityKey',
            '_NSURLVolumeAvailableCapacityForImportantUsageKey',
            '_NSURLVolumeAvailableCapacityForOpportunisticUsageKey',
            '_NSURLVolumeTotalCapacityKey',
            '_NSFileSystemFreeSize',
            '_NSFileSystemSize'
        ],
        classes: [],
        selectors: []
    },
    {
        type: 'NSPrivacyAccessedAPICategoryActiveKeyboards',
        about: 'active keyboards',
        functions: [],
        constants: [],
        classes: [],
        // UITextInputMode's activeInputModes (the class alone, for currentInputMode, is not listed).
        selectors: ['activeInputModes']
    },
    {
        type: 'NSPrivacyAccessedAPICategoryUserDefaults',
        about: 'user defaults',
        functions: [],
        constants: [],
        classes: ['_OBJC_CLASS_$_NSUserDefaults'],
        selectors: []
    }
];
/** Every selector the categories list: what the Mach-O reader keeps of `__objc_methname`. */
const REQUIRED_REASON_SELECTORS = new Set(REQUIRED_REASON_APIS.flatMap(category => category.selectors));
/**
 * The APIs of `category` that a binary with these imports and selector names uses, each as a
 * message names it: `the function stat`, `the constant NSFileModificationDate`, `the class
 * NSUserDefaults`, `the selector systemUptime`.
 */
function usesOf(category, imports, selectors) {
    const found = (use, names, held) => names.filter(name => held.has(name)).map(name => `the ${use} ${shownName(name)}`);
    return [
        ...found('function', category.functions, imports),
        ...found('constant', category.constants, imports),
        ...found('class', category.classes, imports),
        ...found('selector', category.selectors, selectors)
    ];
}
/** A symbol as its API is called: `_stat` is stat, `_OBJC_CLASS_$_NSUserDefaults` NSUserDefaults. */
function shownName(name) {
    return name.replace(/^_OBJC_CLASS_\$_/, '').replace(/^_/, '');
}


/***/ }),

/***/ 9739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ joinedSources),
/* harmony export */   v: () => (/* binding */ sourceAndDate)
/* harmony export */ });
/** Where a rule's facts come from, and the day they were read: stated once, at the source's end. */
const READ_DATE = /\bread (\d{4}-\d{2}-\d{2})\)$/;
/**
 * A source split into where and when: the day it was read is the end of its text ("…, read
 * 2026-11-25)"), so that each rule states it once; a format's source has no day.
 */
function sourceAndDate(source) {
    const read = READ_DATE.exec(source)?.[1];
    if (read === undefined)
        return { where: source };
    const where = source
        .replace(/ \(read \d{4}-\d{2}-\d{2}\)$/, '')
        .replace(/[,;] read \d{4}-\d{2}-\d{2}\)$/, ')');
    return { where, read };
}
/**
 * Several sources as one, the day read said once at the end (the latest of theirs), as the policy
 * table reads a source.
 */
function joinedSources(sources) {
    const parts = sources.map(sourceAndDate);
    const days = parts.flatMap(part => (part.read ? [part.read] : [])).sort();
    const joined = parts.map(part => part.where).join('; ');
    return days.length ? `${joined} (read ${days.at(-1)})` : joined;
}


/***/ })

};

//# sourceMappingURL=16.index.js.map