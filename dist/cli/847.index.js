export const id = 847;
export const ids = [847];
export const modules = {

/***/ 6430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l_: () => (/* binding */ progressText),
/* harmony export */   p1: () => (/* binding */ uploadedLine),
/* harmony export */   pR: () => (/* binding */ percentOf),
/* harmony export */   vi: () => (/* binding */ UploadProgressLog)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8488);

/** A line needs both: enough to tell, and not so often that a long upload floods the log. */
const LINE_EVERY_PERCENT = 10;
const LINE_EVERY_MS = 10_000;
/** Short uploads say nothing: the lines before and after them are enough. */
const QUIET_UNDER_MS = 2_000;
/**
 * Turns upload progress reports into a few log lines: percent, bytes, speed and time left, at most
 * every 10 % and 10 s, then a closing line with the total and the average speed. An attempt that
 * starts over (a retry) starts the count over.
 */
class UploadProgressLog {
    log;
    now;
    attemptStart = 0;
    last = { bytesSent: 0, elapsedMs: 0 };
    lastLine = { at: 0, bytesSent: 0 };
    started = false;
    printed = false;
    finished = false;
    constructor(log, now = Date.now) {
        this.log = log;
        this.now = now;
    }
    update(progress) {
        const now = this.now();
        const { bytesSent, totalBytes, elapsedMs } = progress;
        if (!this.started || bytesSent < this.last.bytesSent || elapsedMs < this.last.elapsedMs) {
            this.startAttempt(now - elapsedMs);
        }
        this.last = { bytesSent, elapsedMs };
        const elapsed = now - this.attemptStart;
        if (bytesSent >= totalBytes) {
            if (this.printed && !this.finished)
                this.log(uploadedLine(totalBytes, elapsed));
            this.finished = true;
            return;
        }
        if (elapsed < QUIET_UNDER_MS)
            return;
        // In whole bytes: float percents would miss a step that is exactly 10 %.
        if ((bytesSent - this.lastLine.bytesSent) * 100 < totalBytes * LINE_EVERY_PERCENT)
            return;
        if (now - this.lastLine.at < LINE_EVERY_MS)
            return;
        this.log(`Uploaded ${progressText({ bytesSent, totalBytes, elapsedMs: elapsed })}.`);
        this.lastLine = { at: now, bytesSent };
        this.printed = true;
    }
    startAttempt(start) {
        this.started = true;
        this.finished = false;
        this.attemptStart = start;
        this.lastLine = { at: start, bytesSent: 0 };
    }
}
/** `45% (27.0 MiB of 60.0 MiB) at 20.0 MiB/s, about 2s left`: how far an upload is. */
function progressText({ bytesSent, totalBytes, elapsedMs }) {
    const bytesPerSecond = elapsedMs > 0 ? (bytesSent / elapsedMs) * 1000 : 0;
    const left = bytesPerSecond > 0
        ? `, about ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(((totalBytes - bytesSent) / bytesPerSecond) * 1000)} left`
        : '';
    return `${percentOf(bytesSent, totalBytes)}% (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytesSent)} of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(totalBytes)}) at ${speed(bytesPerSecond)}${left}`;
}
/** The closing line of an upload: its size, time and average speed. */
function uploadedLine(totalBytes, elapsedMs) {
    const bytesPerSecond = elapsedMs > 0 ? (totalBytes / elapsedMs) * 1000 : 0;
    return `Uploaded ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(totalBytes)} in ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(elapsedMs)} (${speed(bytesPerSecond)} on average).`;
}
/** Whole percent, rounded down: 100 only once every byte is sent. */
function percentOf(bytesSent, totalBytes) {
    return totalBytes > 0 ? Math.floor((bytesSent * 100) / totalBytes) : 100;
}
function speed(bytesPerSecond) {
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.round(bytesPerSecond))}/s`;
}


/***/ }),

/***/ 5933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ requestHeaders),
/* harmony export */   cP: () => (/* binding */ redirected),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   ty: () => (/* binding */ scrubber)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9209);

const DEFAULT_USER_AGENT = 'app-store-deploy-action';
/** Framing is the transport's business: Content-Length always, never chunked. */
const FRAMING = ['content-length', 'transfer-encoding'];
/** What carries credentials meant for the host a request was sent to, and no other. */
const CREDENTIAL_HEADERS = ['authorization', 'authentication'];
/** The headers a request goes out with: the caller's, and the framing the transport decides. */
function requestHeaders({ method, headers = {}, body }, userAgent = DEFAULT_USER_AGENT) {
    const streamed = body !== undefined && typeof body !== 'string';
    // The multipart boundary lives in the body's own type: no other type may replace it.
    const result = withoutHeaders(headers, streamed ? [...FRAMING, 'content-type'] : FRAMING);
    if (!Object.keys(result).some(name => name.toLowerCase() === 'user-agent')) {
        result['User-Agent'] = userAgent;
    }
    if (typeof body === 'string') {
        result['Content-Length'] = String(Buffer.byteLength(body));
    }
    else if (body) {
        result['Content-Type'] = body.contentType;
        result['Content-Length'] = String(body.length);
    }
    else if (method === 'POST') {
        result['Content-Length'] = '0';
    }
    return result;
}
/**
 * Where a redirect may lead, and with which headers: to the same origin, as they are; to another,
 * without the credentials meant for the first, and not at all when its URL carries one of the
 * request's secrets (a signed URL's signature, a key) there.
 */
function redirected(from, to, headers, secrets = []) {
    if (to.origin === from.origin)
        return headers;
    if (holdsSecret(to, secrets))
        return undefined;
    return withoutHeaders(headers, CREDENTIAL_HEADERS);
}
/** Whether a URL (a redirect's target) holds one of a request's secrets. */
function holdsSecret(url, secrets) {
    return secrets.some(secret => secret !== '' && url.href.includes(secret));
}
/** Hides the request's secrets from what the transport reports. */
function scrubber(request) {
    const secrets = request.secrets ?? [];
    return text => (secrets.length ? (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutSecret */ .Nt)(text, secrets) : text);
}
function withoutHeaders(headers, names) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}


/***/ }),

/***/ 5890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aq: () => (/* reexport */ StorageError),
  c: () => (/* binding */ openStorageIpa)
});

// UNUSED EXPORTS: WHOLE_FILE_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
;// CONCATENATED MODULE: ./src/service/storage/content-range.ts
const RANGE = /^bytes[ \t]+(?:(\d{1,16})-(\d{1,16})|\*)\/(\d{1,16}|\*)$/i;
/** The header's parts, or undefined when it is missing or is not such a header. */
function parseContentRange(header) {
    const match = header === undefined ? null : RANGE.exec(header.trim());
    if (!match)
        return undefined;
    const [, first, last, size] = match;
    // Past 2^53 a number is no longer exact: such a length is no length at all.
    if ([first, last, size].some(part => part !== undefined && part !== '*' && !Number.isSafeInteger(Number(part))))
        return undefined;
    const parsed = {};
    if (size !== '*')
        parsed.size = Number(size);
    if (first !== undefined && last !== undefined) {
        parsed.range = { first: Number(first), last: Number(last) };
        if (parsed.range.last < parsed.range.first)
            return undefined;
        if (parsed.size !== undefined && parsed.range.last >= parsed.size)
            return undefined;
    }
    return parsed;
}

;// CONCATENATED MODULE: ./src/service/storage/storage-error.ts
class StorageError extends Error {
    failure;
    constructor(failure, 
    /** What happened, in plain words (no credential, no query): for a log line or a cause. */
    message) {
        super(message);
        this.failure = failure;
        this.name = 'StorageError';
    }
}

;// CONCATENATED MODULE: ./src/service/storage/storage-words.ts

/** An error code is a word; anything else in its place is not shown as one. */
const CODE = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;
/**
 * The error code and message of a storage's refusal: S3's and Google's XML (`<Code>`, `<Message>`),
 * Azure's (`x-ms-error-code`, or the same XML), Google's JSON API (`error.message`,
 * `error.errors[0].reason`); otherwise the body's first words.
 */
function storageWords(body, headers) {
    const header = headers['x-ms-error-code'] ?? headers['x-amz-error-code'];
    const fromJson = jsonWords(body);
    const code = firstCode([
        typeof header === 'string' ? header : undefined,
        xmlElement(body, 'Code'),
        fromJson?.code
    ]);
    // A body of markup or JSON that names no message has no words to show: its code says it all.
    const plain = /^\s*[<{[]/.test(body) && !/<html|<!doctype/i.test(body) ? undefined : body.trim();
    const message = xmlElement(body, 'Message') ?? fromJson?.message ?? (plain || undefined);
    return {
        ...(code ? { code } : {}),
        ...(message ? { message: (0,untrusted/* oneLine */.TN)(message, 200) } : {})
    };
}
function firstCode(candidates) {
    return candidates.map(code => code?.trim()).find(code => code !== undefined && CODE.test(code));
}
function xmlElement(body, name) {
    const found = new RegExp(`<${name}>([^<]{0,500})</${name}>`).exec(body.slice(0, 64 * 1024));
    return found?.[1]
        ?.replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
}
function jsonWords(body) {
    if (!body.trimStart().startsWith('{'))
        return undefined;
    try {
        const error = JSON.parse(body).error;
        if (typeof error !== 'object' || error === null)
            return undefined;
        const { message, errors } = error;
        const reason = Array.isArray(errors)
            ? errors[0]?.reason
            : undefined;
        return {
            code: typeof reason === 'string' ? reason : undefined,
            message: typeof message === 'string' ? message : undefined
        };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/service/storage/answer-checks.ts




/**
 * What the storage answered, with every echo of the request's secrets (a signature a refusal
 * quotes) hidden, in the body and in each header, before any of it is cut to be shownHeader.
 */
function withoutSecrets(response, secrets) {
    if (secrets.length === 0)
        return response;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [
        name,
        Array.isArray(value)
            ? value.map(item => (0,untrusted/* withoutSecret */.Nt)(item, secrets))
            : value === undefined
                ? value
                : (0,untrusted/* withoutSecret */.Nt)(value, secrets)
    ]));
    return { ...response, headers, body: (0,untrusted/* withoutSecret */.Nt)(response.body, secrets) };
}
/**
 * An answer that is no range at all, as a StorageError: a redirect not followed, a refusal (4xx),
 * a failure that outlasted the retries (5xx). Undefined for any other status. `carriesSecret`: the
 * redirect's target holds one of the URL's secrets (which is why the transport did not follow it).
 */
function notARange({ status, headers, body }, where, carriesSecret) {
    if (status >= 300 && status < 400) {
        const location = first(headers.location) ?? '';
        const to = hostOf(location) ?? 'the same host';
        // The transport follows the others, up to its bound, and never from HTTPS to HTTP.
        if (carriesSecret)
            return new StorageError({ kind: 'redirect-refused', status, host: to }, `${where} redirected (HTTP ${status}) to ${to}, carrying the URL's credentials there: not followed`);
        const message = `redirected to ${to} once too often, or away from HTTPS: not followed`;
        return new StorageError({ kind: 'unavailable', status, message }, `${where} ${message}`);
    }
    if (status < 400 || status === 416)
        return undefined;
    const words = storageWords(body, headers);
    const said = [words.code, words.message].filter(Boolean).join(': ');
    const text = `${where} answered HTTP ${status}${said ? ` (${said})` : ''}`;
    const passing = status === 408 || status === 429 || status >= 500;
    return new StorageError({ kind: passing ? 'unavailable' : 'refused', status, ...words }, text);
}
/**
 * Checks a 206 against the bytes asked for, [first, last], of an object of `size` bytes (and ETag
 * `etag`, when the first answer gave one): the same range, the same object, every byte, no coding.
 */
function checkRange({ response, received }, asked, 
/** The range in words, when the request named it otherwise (`the last 262144 bytes`). */
wanted = `bytes ${asked.first}-${asked.last} of ${asked.size}`) {
    const { first, last, size } = asked;
    const { status, headers } = response;
    if (status !== 206)
        throw otherBytes(wanted, `HTTP ${status} instead of 206 Partial Content`);
    const coding = shownHeader(headers['content-encoding']);
    if (coding && coding.toLowerCase() !== 'identity')
        throw otherBytes(wanted, `a body in ${coding} coding`);
    const header = shownHeader(headers['content-range']);
    const range = parseContentRange(header);
    if (!range?.range || range.range.first !== first || range.range.last !== last)
        throw otherBytes(wanted, header ? `Content-Range '${header}'` : 'no Content-Range');
    if (range.size !== size)
        throw otherBytes(wanted, `a length of ${range.size ?? 'unknown'} bytes (it was ${size})`);
    const etag = shownHeader(headers.etag);
    if (asked.etag && etag && etag !== asked.etag)
        throw otherBytes(wanted, `ETag ${etag} where it was ${asked.etag}: the object changed`);
    const length = last - first + 1;
    if (received !== length || response.truncated)
        throw otherBytes(wanted, `${response.truncated ? 'more bytes than the' : `${received} bytes for the`} ${length} it claimed`);
}
/** The storage answered other bytes than `asked`: what it `answered` instead. */
function otherBytes(asked, answered) {
    return new StorageError({ kind: 'other-bytes', asked, answered }, `asked for ${asked}, the storage answered ${answered}`);
}
/** A header's value as one short, safe line; undefined when absent. */
function shownHeader(value) {
    const text = Array.isArray(value) ? value.join(', ') : value;
    return text === undefined ? undefined : (0,untrusted/* oneLine */.TN)(text, 100);
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
function hostOf(location) {
    try {
        return (0,untrusted/* oneLine */.TN)(new URL(location).host, 100);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/service/storage/fetched-parts.ts
/**
 * Which stretches of the remote file were fetched, and where the local copy holds each. Parts never
 * overlap: only what is missing is ever fetched.
 */
class FetchedParts {
    parts = [];
    add(part) {
        if (part.end > part.start)
            this.parts.splice(this.after(part.start), 0, part);
    }
    /** The part that holds byte `position`, if one does. */
    holding(position) {
        const part = this.parts[this.after(position) - 1];
        return part && position < part.end ? part : undefined;
    }
    /** Where the first part after `position` starts (Infinity when none does). */
    nextStart(position) {
        return this.parts[this.after(position)]?.start ?? Infinity;
    }
    /** The stretches of [start, end) not fetched yet, in order. */
    missing(start, end) {
        const gaps = [];
        let at = start;
        for (let i = Math.max(0, this.after(start) - 1); at < end && i < this.parts.length; i++) {
            const part = this.parts[i];
            if (part.end <= at)
                continue;
            if (part.start >= end)
                break;
            if (part.start > at)
                gaps.push([at, part.start]);
            at = Math.max(at, part.end);
        }
        if (at < end)
            gaps.push([at, end]);
        return gaps;
    }
    /** The index of the first part that starts after `position`. */
    after(position) {
        let [low, high] = [0, this.parts.length];
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.parts[middle].start <= position)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }
}
/**
 * Stretches to fetch for `ranges`: sorted, those closer than `gap` bytes joined (one request costs
 * more than a few KiB more of it), each cut to at most `most` bytes.
 */
function coalesced(ranges, { gap, most, size }) {
    const sorted = ranges
        .map(({ position, length }) => [position, Math.min(position + length, size)])
        .filter(([start, end]) => end > start)
        .sort((a, b) => a[0] - b[0]);
    const joined = [];
    for (const [start, end] of sorted) {
        const last = joined[joined.length - 1];
        if (last && start <= last[1] + gap)
            last[1] = Math.max(last[1], end);
        else
            joined.push([start, end]);
    }
    return joined.flatMap(([start, end]) => splitRange(start, end, most));
}
/** [start, end) cut into stretches of at most `most` bytes. */
function splitRange(start, end, most) {
    const result = [];
    for (let at = start; at < end; at += most)
        result.push([at, Math.min(at + most, end)]);
    return result;
}

;// CONCATENATED MODULE: ./src/service/storage/for-each-concurrently.ts
/** `work` on each item, `width` at a time; the first failure ends it, once the others in flight are done. */
async function forEachConcurrently(items, width, work) {
    let next = 0;
    let failure;
    const worker = async () => {
        while (!failure && next < items.length) {
            const item = items[next++];
            await work(item).catch((error) => void (failure ??= { error }));
        }
    };
    await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
    if (failure)
        throw failure.error;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/service/request-headers.ts
var request_headers = __webpack_require__(5933);
// EXTERNAL MODULE: ./src/service/transport-types.ts
var transport_types = __webpack_require__(5518);
;// CONCATENATED MODULE: ./src/service/storage/range-request.ts





/**
 * Retries of a range (with the transport's backoff; fewer when the transport allows fewer): a check
 * must not hold a release for minutes behind storage that stalls, at one request timeout a try.
 */
const RANGE_RETRIES = 1;
/**
 * One GET of a range: a body the local copy takes is written at `at` as it comes, and read no
 * further than its room; any other's is kept as text, for its words. Whatever the storage says is
 * returned with its echoes of the URL's secrets hidden. Throws a StorageError for an answer that is
 * no range at all, and when none came (after the retries).
 */
async function requestRange(fetching, request) {
    const { sender, url, headers, secrets, signal, where } = fetching;
    const copy = new IntoCopy(fetching, request);
    fetching.fetched.requests++;
    try {
        const raw = await sender.send({
            method: 'GET',
            url,
            headers: { ...headers, Range: request.range },
            maxResponseBytes: request.maxBytes,
            maxRetries: RANGE_RETRIES,
            secrets,
            signal,
            answerSink: copy
        });
        // Why the transport did not follow a redirect, judged as it judges: before the words are scrubbed.
        const carriesSecret = redirectHoldsSecret(raw.headers.location, url, secrets);
        const response = withoutSecrets(raw, secrets);
        const refused = notARange(response, where, carriesSecret);
        if (refused)
            throw refused;
        return { response, received: copy.received };
    }
    catch (error) {
        if (!(error instanceof transport_types/* TransportError */.w))
            throw error;
        throw noRange(error, copy, request, where);
    }
}
/**
 * Where an answer to a range goes: a body the local copy takes is written at the range's place as
 * it comes, and read no further than its room; any other's is kept by the transport, as text.
 */
class IntoCopy {
    fetching;
    request;
    /** Bytes of the last answer written. */
    received = 0;
    /** The last answer's status, and the length it declared. */
    status = 0;
    declared;
    /** The last answer brought more than its room. */
    moreThanClaimed = false;
    constructor(fetching, request) {
        this.fetching = fetching;
        this.request = request;
    }
    begin(answer) {
        ;
        [this.received, this.status] = [0, answer.status];
        const length = Number(answer.headers['content-length']);
        this.declared = Number.isSafeInteger(length) ? length : undefined;
        const most = this.request.room(this.status);
        if (most === undefined)
            return undefined;
        return chunk => this.write(chunk, most);
    }
    write(chunk, most) {
        if (this.received + chunk.length > most) {
            this.moreThanClaimed = true;
            throw new Error('more bytes than claimed');
        }
        (0,external_node_fs_.writeSync)(this.fetching.copy, chunk, 0, chunk.length, this.request.at + this.received);
        this.received += chunk.length;
        this.fetching.fetched.bytes += chunk.length;
    }
}
/** Why no range came (after the retries), from how far the last answer came. */
function noRange(error, { moreThanClaimed, status, received, declared }, { asked, maxBytes }, where) {
    if (moreThanClaimed)
        return otherBytes(asked, 'more bytes than it claimed');
    // A short body, after the retries: what it claimed did not come.
    if (status === 206 && error.code === 'ECONNRESET')
        return otherBytes(asked, `${received} bytes of a range, then the connection closed`);
    if (status === 200)
        return new StorageError({
            kind: 'whole-file-only',
            size: declared,
            limitBytes: maxBytes,
            incomplete: error.message
        }, `${where} ignores Range requests, and the whole file it answered with did not come: ${error.message}`);
    return new StorageError({ kind: 'unavailable', code: error.code, message: error.message }, `${where}: ${error.message}`);
}
function redirectHoldsSecret(location, from, secrets) {
    if (!location)
        return false;
    try {
        return (0,request_headers/* holdsSecret */.hK)(new URL(location, from), secrets);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/service/storage/storage-ipa.ts










const KiB = 1024;
const MiB = 1024 * KiB;
/** The first request: the end of the file, where a zip keeps its directory (a large app's is a few hundred KiB). */
const TAIL_BYTES = 256 * KiB;
/** The longest range asked for at once: an answer is written to disk as it comes, so this bounds time, not memory. */
const MAX_RANGE_BYTES = 8 * MiB;
/** Ranges closer than this are asked for as one: a request costs more than a few KiB more of it. */
const JOIN_GAP_BYTES = 64 * KiB;
/** Ranges asked for side by side when the inspection says ahead what it will read. */
const PARALLEL_RANGES = 4;
/** What is read of an answer that is not the bytes asked for: its error's words. */
const ERROR_BODY_BYTES = 64 * KiB;
/**
 * The largest IPA read whole from storage that ignores Range requests (as the file it answers with,
 * once, into a local copy): a larger one is left unchecked. The request timeout bounds its time too.
 */
const WHOLE_FILE_BYTES = 1024 * MiB;
/**
 * An IPA in object storage (S3, Google Cloud Storage, Azure Blob, any HTTP server), read where it
 * lives with Range requests: a byte source for the archive reader (src/ipa/byte-source.ts). Each
 * byte is fetched once, into a local copy on disk (memory stays flat whatever is read); `prefetch`
 * asks ahead for what the inspection will read, joined into few requests sent side by side. Every
 * answer is checked to be the bytes asked for of the same object, else reading stops with a
 * StorageError (so is a refusal).
 */
class StorageIpa {
    options;
    folder;
    copy;
    /** Requests sent, and bytes of the file they brought. */
    fetched = { requests: 0, bytes: 0 };
    /** The storage ignored Range and answered with the whole file, which the local copy holds. */
    wholeFile = false;
    size = 0;
    etag;
    parts = new FetchedParts();
    /** Where the next range goes in the local copy: each is appended, where its request reserved room. */
    copyEnd = 0;
    /** The last range read on demand, to read further ahead when reads carry on from it. */
    last = { end: -1, length: 0 };
    where;
    fetching;
    constructor(url, options, folder, copy) {
        this.options = options;
        this.folder = folder;
        this.copy = copy;
        this.where = `the storage of ${(0,signed_url/* shownUrl */.zA)(url)}`;
        const { username, password } = new URL(url);
        // The exchange sends no user part of a URL: a user and password are Basic credentials.
        const basic = username || password ? basicCredentials(username, password) : undefined;
        this.fetching = {
            sender: options.sender,
            url,
            headers: basic ? { Authorization: `Basic ${basic}` } : {},
            secrets: [...(options.secrets ?? []), ...(basic ? [basic] : [])],
            signal: options.signal,
            where: this.where,
            copy: copy.fd,
            fetched: this.fetched
        };
    }
    /** Opens the IPA at `url`: its length and its last bytes, where the zip's directory is. */
    static async open(url, options) {
        const folder = await (0,promises_.mkdtemp)(external_node_path_.join(options.tempDir ?? (0,external_node_os_.tmpdir)(), 'ipa-ranges-'));
        let ipa;
        try {
            const copy = await (0,promises_.open)(external_node_path_.join(folder, 'copy'), 'w+');
            ipa = new StorageIpa(url, options, folder, copy);
            await ipa.readTail();
            return ipa;
        }
        catch (error) {
            await (ipa ? ipa.close() : (0,promises_.rm)(folder, { recursive: true, force: true }));
            throw error;
        }
    }
    /**
     * Up to `length` bytes at `position`: those fetched already from there on, else (when that byte
     * is not) the range fetched first, read ahead as `readOnDemand` says.
     */
    async read(buffer, offset, length, position) {
        const end = Math.min(position + length, this.size);
        if (end <= position)
            return 0;
        if (!this.parts.holding(position))
            await this.readOnDemand(position, end);
        let at = position;
        for (let part = this.parts.holding(at); part && at < end; part = this.parts.holding(at)) {
            const take = Math.min(end, part.end) - at;
            const from = part.at + at - part.start;
            const { bytesRead } = await this.copy.read(buffer, offset + at - position, take, from);
            if (bytesRead !== take)
                throw new Error('the local copy of the IPA is shorter than written');
            at += take;
        }
        return at - position;
    }
    /** Fetches what will be read (ranges of the file) in few requests, side by side. */
    async prefetch(ranges) {
        const wanted = coalesced(ranges, {
            gap: JOIN_GAP_BYTES,
            most: MAX_RANGE_BYTES,
            size: this.size
        });
        const missing = wanted.flatMap(([start, end]) => this.parts.missing(start, end));
        await forEachConcurrently(missing, PARALLEL_RANGES, ([start, end]) => this.fetchRange(start, end));
    }
    async close() {
        await this.copy.close().catch(() => undefined);
        await (0,promises_.rm)(this.folder, { recursive: true, force: true });
    }
    /** What is missing of [start, end), read ahead twice as far as the last read when this one carries on from it. */
    async readOnDemand(start, end) {
        for (const [from, to] of this.parts.missing(start, end)) {
            const carriesOn = from === this.last.end;
            const length = carriesOn
                ? Math.max(to - from, Math.min(2 * this.last.length, MAX_RANGE_BYTES))
                : to - from;
            const until = Math.min(from + length, this.size, this.parts.nextStart(from));
            for (const [first, last] of splitRange(from, until, MAX_RANGE_BYTES))
                await this.fetchRange(first, last);
            this.last = { end: until, length: until - from };
        }
    }
    /**
     * The first request: the last TAIL_BYTES, where a zip keeps its directory. Storage that takes no
     * suffix range (Azure Blob takes only `bytes=first-last`), or no range at all, answers with the
     * whole file, which is dropped at its headers unless it is that small: then the file's first bytes
     * are asked for, as every storage takes them (see readHead).
     */
    async readTail() {
        const asked = `the last ${TAIL_BYTES} bytes`;
        const answer = await requestRange(this.fetching, {
            range: `bytes=-${TAIL_BYTES}`,
            asked,
            at: 0,
            room: status => (status === 206 || status === 200 ? TAIL_BYTES : undefined),
            maxBytes: TAIL_BYTES
        });
        const { status, headers, truncated } = answer.response;
        if (status === 200 && !truncated)
            return this.tookWholeFile(answer);
        const header = shownHeader(headers['content-range']);
        const range = parseContentRange(header);
        if (status === 416 && range?.size === 0 && !range.range)
            return; // an empty object: no zip
        if (status === 200 || status === 416)
            return this.readHead();
        const size = range?.size;
        if (status !== 206 || size === undefined)
            throw otherBytes(asked, `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`);
        const first = Math.max(0, size - TAIL_BYTES);
        this.etag = shownHeader(headers.etag);
        checkRange(answer, { first, last: size - 1, size }, asked);
        this.took({ start: first, end: size, at: 0 }, size);
    }
    /**
     * The file's first TAIL_BYTES, whose Content-Range says its length, then its last; or, from
     * storage that ignores Range, the whole file, read once as it comes (up to the whole-file limit).
     */
    async readHead() {
        const limit = this.options.wholeFileBytes ?? WHOLE_FILE_BYTES;
        const asked = `the first ${TAIL_BYTES} bytes`;
        const answer = await requestRange(this.fetching, {
            range: `bytes=0-${TAIL_BYTES - 1}`,
            asked,
            at: 0,
            room: status => (status === 206 ? TAIL_BYTES : status === 200 ? limit : undefined),
            maxBytes: limit
        });
        const { status, headers } = answer.response;
        if (status === 200) {
            this.tookWholeFile(answer, limit);
            this.wholeFile = true;
            return;
        }
        const header = shownHeader(headers['content-range']);
        const size = parseContentRange(header)?.size;
        if (status !== 206 || size === undefined || size === 0)
            throw otherBytes(asked, `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`);
        this.etag = shownHeader(headers.etag);
        const end = Math.min(TAIL_BYTES, size);
        checkRange(answer, { first: 0, last: end - 1, size }, asked);
        this.took({ start: 0, end, at: 0 }, size);
        if (size > end)
            await this.fetchRange(Math.max(end, size - TAIL_BYTES), size);
    }
    /**
     * The whole file, answered to a range: held in the local copy, unless it is a web page (a proxy's
     * or a sign-in's, not the file) or comes in a content coding, or was past `limit`.
     */
    tookWholeFile({ response, received }, limit = TAIL_BYTES) {
        const { headers } = response;
        const coding = shownHeader(headers['content-encoding']);
        if (coding && coding.toLowerCase() !== 'identity')
            throw otherBytes('the whole file', `a body in ${coding} coding`);
        const type = shownHeader(headers['content-type']);
        if (type && /^text\/html\b/i.test(type))
            throw otherBytes('the IPA', `a web page (${type}) instead of the file`);
        if (response.truncated) {
            const declared = Number(headers['content-length']);
            throw new StorageError({
                kind: 'whole-file-only',
                size: Number.isSafeInteger(declared) ? declared : undefined,
                limitBytes: limit
            }, `${this.where} ignores Range requests and answers with the whole file, which is larger than the ${limit} bytes read whole`);
        }
        this.took({ start: 0, end: received, at: 0 }, received);
    }
    /** The first part of the file in the local copy, and the file's length. */
    took(part, size) {
        this.size = size;
        this.parts.add(part);
        this.copyEnd = part.end - part.start;
    }
    /** Bytes [start, end) of the file, checked, into the local copy. */
    async fetchRange(start, end) {
        const at = this.copyEnd;
        this.copyEnd += end - start;
        const answer = await requestRange(this.fetching, {
            range: `bytes=${start}-${end - 1}`,
            asked: `bytes ${start}-${end - 1} of ${this.size}`,
            at,
            room: status => (status === 206 ? end - start : undefined),
            maxBytes: Math.max(end - start, ERROR_BODY_BYTES)
        });
        checkRange(answer, { first: start, last: end - 1, size: this.size, etag: this.etag });
        this.parts.add({ start, end, at });
    }
}
/** A URL's user and password as Basic credentials (base64 of `user:password`, each decoded). */
function basicCredentials(username, password) {
    const decoded = (part) => {
        try {
            return decodeURIComponent(part);
        }
        catch {
            return part;
        }
    };
    return Buffer.from(`${decoded(username)}:${decoded(password)}`).toString('base64');
}

;// CONCATENATED MODULE: ./src/service/storage/index.ts
/**
 * An IPA where it lives (object storage), read in HTTP ranges: see storage-ipa.ts. The transport
 * carries every request (the proxy, the deadlines, the retries of a GET).
 */



/** Opens the IPA at `url`: one request for its length and its end, where the zip's directory is. */
function openStorageIpa(url, options) {
    return StorageIpa.open(url, options);
}


/***/ })

};

//# sourceMappingURL=847.index.js.map