export const id = 983;
export const ids = [983];
export const modules = {

/***/ 5000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ isIsoCountry),
/* harmony export */   oC: () => (/* binding */ ISO_ALPHA3),
/* harmony export */   r0: () => (/* binding */ likelyIsoCode)
/* harmony export */ });
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(613);

/** ISO 3166-1 alpha-3, all 249 officially assigned codes: what `countries` takes. */
const ISO_ALPHA3 = `
AFG ALA ALB DZA ASM AND AGO AIA ATA ATG ARG ARM ABW AUS AUT AZE BHS BHR BGD BRB BLR BEL BLZ BEN BMU
BTN BOL BES BIH BWA BVT BRA IOT BRN BGR BFA BDI CPV KHM CMR CAN CYM CAF TCD CHL CHN CXR CCK COL COM
COG COD COK CRI CIV HRV CUB CUW CYP CZE DNK DJI DMA DOM ECU EGY SLV GNQ ERI EST SWZ ETH FLK FRO FJI
FIN FRA GUF PYF ATF GAB GMB GEO DEU GHA GIB GRC GRL GRD GLP GUM GTM GGY GIN GNB GUY HTI HMD VAT HND
HKG HUN ISL IND IDN IRN IRQ IRL IMN ISR ITA JAM JPN JEY JOR KAZ KEN KIR PRK KOR KWT KGZ LAO LVA LBN
LSO LBR LBY LIE LTU LUX MAC MDG MWI MYS MDV MLI MLT MHL MTQ MRT MUS MYT MEX FSM MDA MCO MNG MNE MSR
MAR MOZ MMR NAM NRU NPL NLD NCL NZL NIC NER NGA NIU NFK MKD MNP NOR OMN PAK PLW PSE PAN PNG PRY PER
PHL PCN POL PRT PRI QAT REU ROU RUS RWA BLM SHN KNA LCA MAF SPM VCT WSM SMR STP SAU SEN SRB SYC SLE
SGP SXM SVK SVN SLB SOM ZAF SGS SSD ESP LKA SDN SUR SJM SWE CHE SYR TWN TJK TZA THA TLS TGO TKL TON
TTO TUN TUR TKM TCA TUV UGA UKR ARE GBR USA UMI URY UZB VUT VEN VNM VGB VIR WLF ESH YEM ZMB ZWE
`
    .trim()
    .split(/\s+/);
const ISO = new Set(ISO_ALPHA3);
/**
 * The three-letter codes of sport (IOC, FIFA) that people write for a country, and the ISO code of
 * that country, where the two differ and the sports code is no ISO code itself: `GER` is `DEU`.
 */
const SPORTS_CODES = Object.fromEntries(`GER:DEU SUI:CHE NED:NLD POR:PRT DEN:DNK CRO:HRV GRE:GRC RSA:ZAF UAE:ARE KSA:SAU BUL:BGR CHI:CHL
CRC:CRI ALG:DZA ANG:AGO BAH:BHS BAN:BGD BAR:BRB BER:BMU BOT:BWA BRU:BRN CAM:KHM CAY:CYM CGO:COG
CHA:TCD ESA:SLV FIJ:FJI GAM:GMB GUA:GTM GUI:GIN HAI:HTI HON:HND INA:IDN IRI:IRN KUW:KWT LAT:LVA
LIB:LBN MAD:MDG MAS:MYS MGL:MNG MRI:MUS MTN:MRT MYA:MMR NEP:NPL NGR:NGA NIG:NER OMA:OMN PAR:PRY
PHI:PHL PUR:PRI SLO:SVN SRI:LKA SUD:SDN TAN:TZA TGA:TON TPE:TWN URU:URY VAN:VUT VIE:VNM ZAM:ZMB
ZIM:ZWE LES:LSO MAW:MWI TOG:TGO SEY:SYC ENG:GBR SCO:GBR WAL:GBR NIR:GBR`
    .split(/\s+/)
    .map(pair => pair.split(':')));
/** Whether a code is an ISO 3166-1 alpha-3 code (upper case). */
function isIsoCountry(code) {
    return ISO.has(code);
}
/**
 * The ISO code a code that is none most likely meant: the country whose sports code it is (`GER`:
 * `DEU`), else the only ISO code one edit away (`DUE`: `DEU`); undefined when none or several are.
 */
function likelyIsoCode(code) {
    const upper = code.toUpperCase();
    if (ISO.has(upper))
        return undefined;
    if (SPORTS_CODES[upper])
        return SPORTS_CODES[upper];
    const near = ISO_ALPHA3.filter(iso => (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_0__/* .editDistance */ .Y)(upper, iso) === 1);
    return near.length === 1 ? near[0] : undefined;
}


/***/ }),

/***/ 4983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAnalytics: () => (/* binding */ runAnalytics)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
;// CONCATENATED MODULE: ./src/commands/analytics/report.ts

// ---------------------------------------------------------------------------------------------
// Dates
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
/**
 * The report's day as `YYYY-MM-DD`. The spec writes it day/month/year with slashes; servers also
 * send `YYYY/MM/DD`, `YYYY-MM-DD` or a full ISO timestamp. A slash date is always read day first,
 * as documented: `03/25/2026` (which can only be month first) is unreadable, not guessed, because a
 * server that writes month first would also send `04/05/2026`, which we would then misread silently.
 * A timestamp keeps the calendar day written in it (no time-zone shift).
 */
function normaliseReportDate(date) {
    if (typeof date !== 'string')
        return undefined;
    const text = date.trim();
    const dayFirst = DAY_FIRST.exec(text);
    if (dayFirst)
        return isoDay(dayFirst[3], dayFirst[2], dayFirst[1]);
    const yearFirst = YEAR_FIRST.exec(text);
    if (yearFirst)
        return isoDay(yearFirst[1], yearFirst[2], yearFirst[3]);
    return undefined;
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isoDay(year, month, day) {
    const [y, m, d] = [Number(year), Number(month), Number(day)];
    if (m < 1 || m > 12)
        return undefined;
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    if (d < 1 || d > DAYS_IN_MONTH[m - 1] + (m === 2 && leap ? 1 : 0))
        return undefined;
    return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
// ---------------------------------------------------------------------------------------------
// Reading rows leniently
/** A number the service sent, or 0: numeric strings are read, anything else is not a count. */
function count(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : 0;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return Number(value);
    return 0;
}
function report_text(value) {
    if (value === undefined || value === null)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/** Every dimension row of every country, skipping what is not shaped like one. */
function* eachRow(reports) {
    for (const report of Array.isArray(reports) ? reports : []) {
        if (!report || !Array.isArray(report.countries))
            continue;
        for (const country of report.countries) {
            if (!country || !Array.isArray(country.data))
                continue;
            for (const row of country.data) {
                if (row && typeof row === 'object')
                    yield { report, country, row };
            }
        }
    }
}
function isType(row, type) {
    return report_text(row.dimension_type).toLowerCase() === type.toLowerCase();
}
function emptyMetrics() {
    return { installs: 0, impressions: 0, pageViews: 0, uniquePageViews: 0 };
}
/** The sums as a log line says them: `159,404 installs, 4,135,278 impressions, …`. */
function counts(sums) {
    const { installs, impressions, pageViews, uniquePageViews } = sums;
    return `${(0,format/* formatCount */.B4)(installs)} installs, ${(0,format/* formatCount */.B4)(impressions)} impressions, ${(0,format/* formatCount */.B4)(pageViews)} page views (${(0,format/* formatCount */.B4)(uniquePageViews)} unique)`;
}
/** Adds `more` into `sums`. */
function addMetrics(sums, more) {
    sums.installs += more.installs;
    sums.impressions += more.impressions;
    sums.pageViews += more.pageViews;
    sums.uniquePageViews += more.uniquePageViews;
}
function addRow(metrics, row) {
    metrics.installs += count(row.installs);
    metrics.impressions += count(row.impressions_total);
    metrics.pageViews += count(row.page_view_count);
    metrics.uniquePageViews += count(row.page_view_unique);
}
/** Most installs first; ties by impressions, then by name in code-point order (stable everywhere). */
function byInstallsThen(name) {
    return (a, b) => {
        const [x, y] = [name(a), name(b)];
        return b.installs - a.installs || b.impressions - a.impressions || (x < y ? -1 : x > y ? 1 : 0);
    };
}
// ---------------------------------------------------------------------------------------------
// Sums
/**
 * Installs, impressions and page views of the countries returned. Only `source` rows are summed:
 * each dimension type splits the same traffic another way, so adding all types would count it
 * several times over.
 */
function totals(reports) {
    const sums = emptyMetrics();
    for (const { row } of eachRow(reports))
        if (isType(row, 'source'))
            addRow(sums, row);
    return sums;
}
/** The rows of one dimension type summed by key across countries, most installs first. */
function totalsByDimension(reports, type) {
    const byKey = new Map();
    for (const { row } of eachRow(reports)) {
        if (!isType(row, type))
            continue;
        const key = report_text(row.dimension_key);
        const entry = byKey.get(key) ?? { key, title: '', ...emptyMetrics() };
        if (!entry.title)
            entry.title = report_text(row.dimension_title);
        addRow(entry, row);
        byKey.set(key, entry);
    }
    return [...byKey.values()].sort(byInstallsThen(entry => entry.key));
}
/** Installs (and the rest) by source key: AppRef, Other, Search, Unknown, WebRef. */
function installsBySource(reports) {
    return totalsByDimension(reports, 'source');
}
function totalsByPlatform(reports) {
    return totalsByDimension(reports, 'platform');
}
function totalsByPlatformVersion(reports) {
    return totalsByDimension(reports, 'platformVersion');
}
/** Referring apps and referring domains, each summed by key across countries. */
function referrers(reports) {
    return {
        apps: totalsByDimension(reports, 'appReferrer'),
        domains: totalsByDimension(reports, 'domainReferrer')
    };
}
/**
 * Each country's sums from its `source` rows, most installs first (then code, for a stable order).
 * A country that comes twice (in two reports) is summed once.
 */
function countryTotals(reports) {
    const byCountry = new Map();
    for (const { country, row } of eachRow(reports)) {
        const code = report_text(country.country).trim();
        const entry = byCountry.get(code) ?? { country: code, ...emptyMetrics() };
        if (isType(row, 'source'))
            addRow(entry, row);
        byCountry.set(code, entry);
    }
    return [...byCountry.values()].sort(byInstallsThen(entry => entry.country));
}
/** The country codes that came back, with or without rows. */
function countriesReturned(reports) {
    const codes = new Set();
    for (const report of Array.isArray(reports) ? reports : []) {
        if (!report || !Array.isArray(report.countries))
            continue;
        for (const country of report.countries)
            if (country)
                codes.add(report_text(country.country).trim());
    }
    return [...codes];
}
// ---------------------------------------------------------------------------------------------
// CSV
const CSV_HEADER = [
    'app_id',
    'date',
    'market',
    'country',
    'dimension_type',
    'dimension_key',
    'dimension_title',
    'page_view_unique',
    'page_view_count',
    'impressions_total',
    'installs'
];
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula gets a leading `'`;
 * plain numbers (a negative count) are left alone.
 */
function csvCell(value) {
    // Most cells are counts: nothing to defuse or quote (a negative count stays a number).
    if (typeof value === 'number')
        return String(value);
    let cell = report_text(value);
    if (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell))
        cell = `'${cell}`;
    return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
/**
 * One CSV line per country and dimension row, each ending in CRLF; the counts as the service sent
 * them. The date column is the day asked for, whatever the report says: each row is filed under the
 * day it was read for, so a range is one row set per day (the summary notes a report dated otherwise).
 */
function* csvLines(reports, day) {
    // The texts of a day repeat (a market, a few dimension types, keys and titles): each is made a
    // cell once. Bounded by the day's answer, which is bounded by the size it is read to.
    const cells = new Map();
    const cell = (value) => {
        if (typeof value === 'number')
            return String(value);
        let known = cells.get(value);
        if (known === undefined)
            cells.set(value, (known = csvCell(value)));
        return known;
    };
    let start = '';
    let startOf;
    for (const { report, country, row } of eachRow(reports)) {
        // The same four cells begin each row of a country.
        if (country !== startOf) {
            startOf = country;
            start = `${cell(report.app_id)},${cell(day)},${cell(report.market)},${cell(country.country)}`;
        }
        yield `${start},${cell(row.dimension_type)},${cell(row.dimension_key)},${cell(row.dimension_title)},${cell(row.page_view_unique)},${cell(row.page_view_count)},${cell(row.impressions_total)},${cell(row.installs)}\r\n`;
    }
}
/** The CSV of one day: the header, then its rows. */
function toCsv(reports, day) {
    return CSV_HEADER.join(',') + '\r\n' + [...csvLines(reports, day)].join('');
}

// EXTERNAL MODULE: ./src/commands/analytics/country-codes.ts
var country_codes = __webpack_require__(5000);
;// CONCATENATED MODULE: ./src/commands/analytics/not-returned.ts


/**
 * Warns, as soon as the answer is in, of each country asked for that the answer does not hold: a
 * code that is no ISO code (with the one likely meant: `GER`, `DEU`), or a country without data.
 * The summary lists them too, but a log is what a failing pipeline's reader looks at first.
 */
function warnNotReturned(context, requested, returned, 
/** `2026-01-02`, or `any of the 30 days`. */
when) {
    const got = new Set([...returned].map(code => code.trim().toUpperCase()));
    const missing = requested.filter(code => !got.has(code));
    if (missing.length === 0)
        return;
    const each = missing.map(code => `${code} (${whyNot(code)})`).join(', ');
    context.log.warning(`Asked for in ${context.names.referred(names/* Inputs */.G0.Countries)}, but not in the service's answer for ${when}: ${each}.`);
}
function whyNot(code) {
    if ((0,country_codes/* isIsoCountry */.Cu)(code))
        return 'no data for that country';
    const meant = (0,country_codes/* likelyIsoCode */.r0)(code);
    return `not an ISO 3166-1 alpha-3 code${meant ? `: did you mean ${meant}?` : ''}`;
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
;// CONCATENATED MODULE: ./src/commands/analytics/fetch-days.ts



/** An unknown app (or a day the service has nothing for): what the tool's exit code 4 is for. */
class AnalyticsNotFound extends command_error/* CommandError */.Q {
    constructor(facts) {
        super({ type: 'app-not-found', ...facts }, 'not-found');
        this.name = 'AnalyticsNotFound';
    }
}
/** One day of analytics; a 404 is an unknown app (or a day the service has nothing for). */
async function fetchDay({ client }, { appId, countries }, day, signal) {
    try {
        return await client.getAnalytics(appId, day, countries, { signal });
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
            throw new AnalyticsNotFound({ appId, day, said: error.serviceMessage || 'HTTP 404' });
        }
        throw error;
    }
}
/** At most this many days are asked for at once: a quarter then takes a quarter of the time. */
const DAYS_AT_ONCE = 4;
/**
 * Reads every day, DAYS_AT_ONCE at a time, oldest first. A day that fails is handed to `onMissing`
 * and the others go on. A fatal failure aborts the days under way, starts no other, and is thrown
 * once they have stopped; so is an error of `onDay` (a full disk). When the first DAYS_AT_ONCE days
 * to end all failed, the service is taken to be down or out of reach (every other day would wait
 * through its retries only to fail alike): the range is given up, and the days it did not read are
 * returned. Else none is returned.
 */
async function fetchDays(work) {
    const stop = new AbortController();
    let fatal;
    let [next, read, failed] = [0, 0, 0];
    const abandoned = [];
    const fail = (error) => {
        fatal ??= { error };
        stop.abort();
    };
    /** The next day's request, sent; none once the range is stopped or every day is asked for. */
    const ask = () => {
        if (stop.signal.aborted || next >= work.days.length)
            return undefined;
        const day = work.days[next++];
        const outcome = work.fetch(day, stop.signal).then(value => ({ value }), (error) => ({ error }));
        return { day, outcome };
    };
    /** Waits for a day and hands it over; gives the request sent meanwhile for the next one. */
    const settle = async ({ day, outcome: pending }) => {
        const outcome = await pending;
        if ('error' in outcome) {
            if (stop.signal.aborted)
                abandoned.push(day);
            else if (work.isFatal(outcome.error))
                fail(outcome.error);
            else {
                work.onMissing(day, outcome.error);
                if (++failed >= DAYS_AT_ONCE && read === 0)
                    stop.abort();
            }
            return ask();
        }
        read++;
        const asked = ask();
        // The next day's request goes out before this day is boiled down (some 10 ms of work for a
        // large app): the service's time then hides ours.
        await (0,promises_.setImmediate)();
        try {
            if (!fatal)
                work.onDay(day, outcome.value);
        }
        catch (error) {
            fail(error);
        }
        return asked;
    };
    // A day is handled in `settle`, whose frame ends with it: a day held in the worker's own frame
    // would stay referenced through the next day's wait, and outlive the young generation.
    const worker = async () => {
        for (let asked = ask(); asked !== undefined;)
            asked = await settle(asked);
    };
    const workers = Math.min(DAYS_AT_ONCE, work.days.length);
    await Promise.all(Array.from({ length: workers }, worker));
    if (fatal)
        throw fatal.error;
    return [...abandoned, ...work.days.slice(next)].sort();
}

// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __webpack_require__(3894);
// EXTERNAL MODULE: ./src/commands/analytics/days.ts
var analytics_days = __webpack_require__(4286);
;// CONCATENATED MODULE: ./src/commands/analytics/range-files.ts



/**
 * The report JSON and the CSV of a range, written as the days come, without holding them: a day that
 * comes in order (all days before it written or missing) goes straight to the files, one that comes
 * early waits in part files of its own until its turn. Both files are written under a `.partial`
 * name and take their own at `finish`, so that a range that fails leaves no half-written report.
 *
 * The report: `head`'s keys, then `days`, each day's answer keyed by the day, oldest first, each on
 * a line of its own, then `tail`'s keys. The CSV: the header, then every day's rows, oldest first.
 *
 * Everything is written synchronously, as each day is boiled down: a day is about a megabyte into
 * the page cache, a millisecond. Texts held across awaits for an asynchronous write lived long enough
 * to be moved to the old generation, and a 92-day range grew the heap to some 90 MB of dead days.
 */
class RangeFiles {
    days;
    paths;
    json;
    csv;
    next = 0;
    early = new Set();
    missing = new Set();
    written = 0;
    constructor(days, paths, json, csv) {
        this.days = days;
        this.paths = paths;
        this.json = json;
        this.csv = csv;
    }
    /** Opens both files and the folder for early days (under `scratch`), and writes their heads. */
    static open({ reportPath, csvPath, scratch }, days, head) {
        const parts = external_node_fs_.mkdtempSync(external_node_path_.join(scratch, 'app-analytics-parts-'));
        external_node_fs_.mkdirSync(external_node_path_.dirname(reportPath), { recursive: true });
        external_node_fs_.mkdirSync(external_node_path_.dirname(csvPath), { recursive: true });
        const json = new TextFile(`${reportPath}.partial`);
        let csv;
        try {
            csv = new TextFile(`${csvPath}.partial`);
        }
        catch (error) {
            json.close();
            throw error;
        }
        json.write(`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "days": {`);
        csv.write(`${CSV_HEADER.join(',')}\r\n`);
        return new RangeFiles(days, { json: reportPath, csv: csvPath, parts }, json, csv);
    }
    /**
     * A day read, as its answer's JSON text and its CSV lines: written now if its turn has come, else
     * kept in part files until it does.
     */
    addDay(day, json, rows) {
        this.writeInTurn();
        if (day === this.days[this.next]) {
            this.writeKey(day);
            this.json.write(json);
            this.csv.writeAll(rows);
            this.next++;
            this.writeInTurn();
        }
        else {
            writePart(this.part(day, 'json'), [json]);
            writePart(this.part(day, 'csv'), rows);
            this.early.add(day);
        }
    }
    /** A day that will not come: the days after it need not wait for it. */
    dayMissing(day) {
        this.missing.add(day);
    }
    /** Writes every day still waiting, then the report's tail, and gives both files their names. */
    finish(tail) {
        for (const day of this.days.slice(this.next)) {
            if (this.early.has(day))
                this.writeEarly(day);
        }
        this.next = this.days.length;
        const end = JSON.stringify(tail, null, 2).slice(1);
        this.json.write(`${this.written ? '\n  ' : ''}},${end}\n`);
        this.json.close();
        this.csv.close();
        external_node_fs_.renameSync(`${this.paths.json}.partial`, this.paths.json);
        external_node_fs_.renameSync(`${this.paths.csv}.partial`, this.paths.csv);
    }
    /** Removes the part files, and what is left of a range that did not finish. */
    remove() {
        this.json.discard();
        this.csv.discard();
        external_node_fs_.rmSync(this.paths.parts, { recursive: true, force: true });
        external_node_fs_.rmSync(`${this.paths.json}.partial`, { force: true });
        external_node_fs_.rmSync(`${this.paths.csv}.partial`, { force: true });
    }
    /** Writes the days whose turn has come: past the missing ones, the early ones in order. */
    writeInTurn() {
        while (this.next < this.days.length) {
            const day = this.days[this.next];
            if (this.early.has(day))
                this.writeEarly(day);
            else if (!this.missing.has(day))
                return;
            this.next++;
        }
    }
    writeEarly(day) {
        this.writeKey(day);
        this.json.copy(this.part(day, 'json'));
        this.csv.copy(this.part(day, 'csv'));
        this.early.delete(day);
    }
    /** The key of a day in the report's `days`: its answer follows. */
    writeKey(day) {
        this.json.write(`${this.written++ ? ',' : ''}\n    ${JSON.stringify(day)}: `);
    }
    part(day, kind) {
        return external_node_path_.join(this.paths.parts, `${day}.${kind}`);
    }
}
/**
 * A file written from many small texts, gathered into writes of some 64 KiB: a day is a few dozen
 * writes, not thousands, and no text of it grows past V8's large-object size (128 KiB), which only a
 * full collection frees.
 */
class TextFile {
    static WRITE_SIZE = 64 * 1024;
    fd;
    pending = '';
    constructor(file) {
        this.fd = external_node_fs_.openSync(file, 'w');
    }
    write(text) {
        if (text.length >= TextFile.WRITE_SIZE) {
            // A whole answer's text: joined to what is pending, it would be copied once more.
            this.flush();
            this.writeText(text);
            return;
        }
        this.pending += text;
        if (this.pending.length >= TextFile.WRITE_SIZE)
            this.flush();
    }
    writeAll(texts) {
        for (const text of texts)
            this.write(text);
    }
    /** Another file's content, a chunk at a time. */
    copy(file) {
        this.flush();
        const from = external_node_fs_.openSync(file, 'r');
        try {
            const chunk = Buffer.allocUnsafe(TextFile.WRITE_SIZE);
            for (let size; (size = external_node_fs_.readSync(from, chunk)) > 0;)
                this.writeBytes(chunk.subarray(0, size));
        }
        finally {
            external_node_fs_.closeSync(from);
        }
    }
    /** Writes what is pending and closes the file; once only, so `remove` may follow `finish`. */
    close() {
        if (this.fd === undefined)
            return;
        const fd = this.fd;
        try {
            this.flush();
        }
        finally {
            this.fd = undefined;
            external_node_fs_.closeSync(fd);
        }
    }
    /** Closes the file without writing what is pending: it is about to be removed. */
    discard() {
        this.pending = '';
        this.close();
    }
    flush() {
        if (this.pending.length === 0)
            return;
        const text = this.pending;
        this.pending = '';
        this.writeText(text);
    }
    /**
     * A text written as it is: Node encodes it into memory of its own, freed at once, where a Buffer
     * would wait for the garbage collector. A short write (a full disk) goes on from where it stopped.
     */
    writeText(text) {
        if (this.fd === undefined)
            throw new Error('write to a closed file');
        const written = external_node_fs_.writeSync(this.fd, text);
        const bytes = Buffer.byteLength(text);
        if (written < bytes)
            this.writeBytes(Buffer.from(text, 'utf8').subarray(written));
    }
    writeBytes(bytes) {
        if (this.fd === undefined)
            throw new Error('write to a closed file');
        for (let done = 0; done < bytes.length;) {
            done += external_node_fs_.writeSync(this.fd, bytes, done, bytes.length - done);
        }
    }
}
function writePart(file, texts) {
    const part = new TextFile(file);
    try {
        part.writeAll(texts);
    }
    finally {
        part.close();
    }
}

// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/commands/analytics/charts.ts

/**
 * The Mermaid charts of the analytics summary, as GitHub draws them. Labels come from the service
 * and are untrusted: they are reduced to what a quoted Mermaid label can hold.
 */
/**
 * A label from the service, safe inside a quoted Mermaid label and inside a markdown fence. Pie
 * labels (`"…"`, backslash escapes) and xychart labels (`"…"`, no escapes) accept any character but
 * the quote, non-ASCII included, yet Mermaid reads `%%` as a comment or directive and `#…;` as an
 * entity anywhere, and a backtick could close the fence: only letters, marks and digits of any
 * script and plain punctuation stay. Colons are folded first so that no `::` is left to neutralise.
 */
function mermaidLabel(value, maxLength = 30) {
    const label = (0,untrusted/* oneLine */.TN)(String(value ?? '').replace(/:{2,}/g, ':'), 1000)
        // Invisible characters go first, letters among them (U+3164 HANGUL FILLER is a letter that shows
        // nothing): a label of them alone is no label. A mark left with no letter to sit on goes too.
        .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
        .replace(/[^\p{L}\p{M}\p{N} .,:_/()+'-]/gu, ' ')
        .replace(/(^|[^\p{L}\p{N}\p{M}])\p{M}+/gu, '$1')
        .replace(/\s+/g, ' ')
        .trim();
    // Cut by code points, so that no letter outside the BMP is split in half.
    const characters = Array.from(label);
    if (characters.length === 0)
        return NO_NAME;
    if (characters.length <= maxLength)
        return label;
    return `${characters
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`;
}
/** The label of an entry whose name, from the service, is empty or shows nothing. */
const NO_NAME = '(no name)';
/** Mermaid drops a pie slice whose label repeats and merges repeated bars: number the repeats. */
function uniqueLabels(labels) {
    const seen = new Map();
    return labels.map(label => {
        const times = (seen.get(label) ?? 0) + 1;
        seen.set(label, times);
        return times === 1 ? label : `${label} (${times})`;
    });
}
/** A whole, non-negative number as Mermaid reads it (no separators, no exponent). */
function chartValue(value) {
    return String(Math.round(Math.min(Math.max(value, 0), Number.MAX_SAFE_INTEGER)));
}
/**
 * GitHub draws a chart on the page's own background, white in its light theme and near-black
 * (#0d1117) in its dark one, so every colour is set and must read on both: text and axes in a mid
 * grey (about 4:1 against either), and fills of mid tones, each at least 3:1 against either and under
 * white text. Hex only: the `base` theme derives its other colours from these and reads no names.
 */
const CHART_TEXT = '#808080';
const CHART_FILLS = [
    '#2f81f7', // blue
    '#e16f24', // orange
    '#1f9d55', // green
    '#8b6ff0', // violet
    '#e5534b', // red
    '#0e8a7e', // teal
    '#db61a2', // pink
    '#b07d2b', // ochre
    '#0891b2', // cyan
    '#6e7781', // grey
    '#6366f1', // indigo
    '#5b8c00' // olive
];
/** Mermaid's init directive, the first line of a block: a fixed text, nothing from the service. */
function initDirective(themeVariables) {
    return `%%{init: ${JSON.stringify({ theme: 'base', themeVariables })}}%%`;
}
const PIE_INIT = initDirective({
    ...Object.fromEntries(CHART_FILLS.map((colour, i) => [`pie${i + 1}`, colour])),
    pieTitleTextColor: CHART_TEXT,
    pieLegendTextColor: CHART_TEXT,
    pieSectionTextColor: '#ffffff',
    pieStrokeColor: '#ffffff',
    pieStrokeWidth: '1px',
    pieOuterStrokeColor: CHART_TEXT,
    pieOuterStrokeWidth: '1px',
    // Opaque, so that a slice is the colour above on any background.
    pieOpacity: '1'
});
const XYCHART_INIT = initDirective({
    xyChart: {
        // Else the base theme paints the chart's area light grey: a bright box in the dark theme.
        backgroundColor: 'transparent',
        titleColor: CHART_TEXT,
        dataLabelColor: CHART_TEXT,
        legendTextColor: CHART_TEXT,
        xAxisTitleColor: CHART_TEXT,
        xAxisLabelColor: CHART_TEXT,
        xAxisTickColor: CHART_TEXT,
        xAxisLineColor: CHART_TEXT,
        yAxisTitleColor: CHART_TEXT,
        yAxisLabelColor: CHART_TEXT,
        yAxisTickColor: CHART_TEXT,
        yAxisLineColor: CHART_TEXT,
        plotColorPalette: CHART_FILLS.join(', ')
    }
});
/**
 * The top of a value axis that starts at 0: the smallest of 10, 12, 14, 16, 20, 30, 40, 50, 60 or 80
 * times a power of ten (10 at least) that is at or above `max`. Mermaid's ticks (d3's, every 1, 2 or 5
 * times a power of ten) then end on it, and none is a fraction of an install.
 */
function axisTop(max) {
    if (!(max > 10))
        return 10;
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(max)) - 1);
    return ([10, 12, 14, 16, 20, 30, 40, 50, 60, 80].find(m => m * unit >= max) ?? 100) * unit;
}
/**
 * A y-axis from 0, never Mermaid's own range: left to itself it starts near the smallest value, and a
 * bar of 3,000 beside one of 3,100 looks like nothing.
 */
function valueAxis(title, values) {
    const max = Math.max(0, ...values.map(value => Number(chartValue(value))));
    return `    y-axis "${title}" 0 --> ${chartValue(axisTop(max))}`;
}
function fenced(init, lines) {
    return ['```mermaid', init, ...lines, '```'].join('\n');
}
/**
 * Charts carry no title: the section heading above each says what it shows.
 */
/** A pie of the entries with a value, the rest after `limit` as one slice; undefined when none. */
function pieChart(entries, limit) {
    const slices = entries.filter(entry => entry.value > 0);
    if (slices.length === 0)
        return undefined;
    const shown = slices.slice(0, limit);
    const rest = slices.slice(limit).reduce((sum, entry) => sum + entry.value, 0);
    const labels = uniqueLabels(shown.map(entry => mermaidLabel(entry.label)));
    const lines = shown.map((entry, i) => `    "${labels[i]}" : ${chartValue(entry.value)}`);
    if (rest > 0)
        lines.push(`    "All others" : ${chartValue(rest)}`);
    return fenced(PIE_INIT, ['pie showData', ...lines]);
}
/** Bars on an axis from zero, largest first as given; undefined when the largest is zero. */
function barChart(axis, bars) {
    if (bars.length === 0 || bars[0].value <= 0)
        return undefined;
    const labels = uniqueLabels(bars.map(bar => mermaidLabel(bar.label, 12)));
    const values = bars.map(bar => bar.value);
    return fenced(XYCHART_INIT, [
        'xychart-beta',
        `    x-axis [${labels.map(label => `"${label}"`).join(', ')}]`,
        valueAxis(axis, values),
        `    bar [${values.map(chartValue).join(', ')}]`
    ]);
}
/** The most days a daily chart names one by one: a label is some 40 px wide and the plot some 600. */
const NAMED_DAYS = 12;
/**
 * The x-axis of a daily chart: each day by its `MM-DD` when they fit; else the days numbered on a
 * numeric axis (the days read, in order: a missing day has no number), whose title names the first
 * and the last, and on which Mermaid marks a few round numbers. No label is left blank: Mermaid puts
 * equal labels at one place, so blank ones would have to differ by invisible characters.
 */
function dayAxis(days) {
    if (days.length <= NAMED_DAYS)
        return `    x-axis [${days.map(day => `"${day.slice(5)}"`).join(', ')}]`;
    const [first, last] = [days[0], days[days.length - 1]];
    return `    x-axis "days read: 1 is ${first}, ${days.length} is ${last}" 1 --> ${days.length}`;
}
/**
 * One value per day (days written YYYY-MM-DD) as a line on an axis from zero; undefined for fewer
 * than two days. Every value is drawn, zeros included: a flat line at zero is itself the news.
 */
function dailyLineChart(axis, points) {
    if (points.length < 2)
        return undefined;
    const values = points.map(point => point.value);
    return fenced(XYCHART_INIT, [
        'xychart-beta',
        dayAxis(points.map(point => point.day)),
        valueAxis(axis, values),
        `    line [${values.map(chartValue).join(', ')}]`
    ]);
}

;// CONCATENATED MODULE: ./src/commands/analytics/summary.ts





/**
 * Every table and chart is cut to a fixed number of rows and every cell to a fixed length, so the
 * summary stays far below the runner's 1 MiB whatever the report's size; the files hold the rest.
 */
const LIMITS = { countries: 10, sources: 10, platforms: 10, versions: 15, referrers: 10 };
const CELL = 80;
const SOURCE_NAMES = {
    AppRef: 'App referrer',
    WebRef: 'Web referrer',
    Search: 'Search',
    Other: 'Other',
    Unknown: 'Unknown'
};
// ---------------------------------------------------------------------------------------------
// Tables
function sourceName(source) {
    return SOURCE_NAMES[source.key] ?? (source.title || source.key);
}
/** A title and its key, or the key alone when they say the same. */
function keyCell({ key, title }) {
    if (!title)
        return (0,markdown/* mdCode */.xs)(key, CELL) || '—';
    return title === key ? (0,markdown.md)(title, CELL) : `${(0,markdown.md)(title, CELL)} ${(0,markdown/* mdCode */.xs)(key, CELL)}`.trim();
}
function share(part, whole) {
    return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—';
}
const METRIC_HEADERS = [
    'Installs',
    'Share of installs',
    'Impressions',
    'Page views',
    'Unique page views'
];
function metricCells(metrics, allInstalls) {
    return [
        (0,format/* formatCount */.B4)(metrics.installs),
        share(metrics.installs, allInstalls),
        (0,format/* formatCount */.B4)(metrics.impressions),
        (0,format/* formatCount */.B4)(metrics.pageViews),
        (0,format/* formatCount */.B4)(metrics.uniquePageViews)
    ];
}
/** A row per key; each share is of `whole` installs, which `shareHeader` names. */
function keyTable(label, entries, whole, limit, shareHeader = METRIC_HEADERS[1]) {
    const [installs, , ...rest] = METRIC_HEADERS;
    return (0,markdown/* table */.tp)([label, installs, shareHeader, ...rest], entries.map(entry => [keyCell(entry), ...metricCells(entry, whole)]), { limit });
}
function installsOf(entries) {
    return entries.reduce((sum, entry) => sum + entry.installs, 0);
}
// ---------------------------------------------------------------------------------------------
// Sections
function overview(input, sums, countryCount) {
    const markets = [...new Set(input.reports.map(report => (0,untrusted/* oneLine */.TN)(String(report?.market ?? ''))))];
    const requested = input.countriesRequested;
    const returned = new Set(countriesReturned(input.reports).map(code => code.toUpperCase()));
    const missing = requested.filter(code => !returned.has(code.trim().toUpperCase()));
    return [
        `📊 **${(0,format/* formatCount */.B4)(sums.installs)} installs** from ${(0,format/* formatCount */.B4)(sums.impressions)} impressions in ${countryCount} ${countryCount === 1 ? 'country' : 'countries'}.`,
        (0,markdown/* facts */.Ix)([
            ['App', (0,markdown/* mdCode */.xs)(input.appId)],
            ['Day', (0,markdown.md)(input.date)],
            [
                'Market',
                markets
                    .filter(Boolean)
                    .map(market => (0,markdown.md)(market, CELL))
                    .join(', ') || undefined
            ],
            ['Countries asked for', requested.length ? (0,markdown.md)(requested.join(', '), 400) : 'all'],
            ['Asked for, not returned', missing.length ? (0,markdown.md)(missing.join(', '), 400) : undefined]
        ]),
        dateNote(input)
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** Says so when the service dated its report otherwise than the day asked for. */
function dateNote({ reports, date }) {
    const dates = new Set(reports.map(report => String(report?.date ?? '')));
    const other = [...dates].filter(raw => normaliseReportDate(raw) !== date);
    return other.length
        ? `_The service dated the data ${other.map(raw => (0,markdown/* mdCode */.xs)(raw, 40)).join(', ')} (asked for ${(0,markdown.md)(date)})._`
        : '';
}
function totalsTable(sums) {
    return (0,markdown/* table */.tp)(['Installs', 'Impressions', 'Page views', 'Unique page views'], [[sums.installs, sums.impressions, sums.pageViews, sums.uniquePageViews].map(format/* formatCount */.B4)]);
}
function sourceSection(reports, allInstalls) {
    const sources = installsBySource(reports);
    if (sources.length === 0)
        return [];
    const named = sources.map(source => ({ ...source, title: sourceName(source) }));
    return [
        '### Installs by source',
        pieChart(sources.map(source => ({ label: sourceName(source), value: source.installs })), LIMITS.sources) ?? '_No installs from any source._',
        keyTable('Source', named, allInstalls, LIMITS.sources)
    ];
}
/** The countries with the most installs: a bar chart and a table. */
function countrySection(countries, allInstalls) {
    const top = countries.slice(0, LIMITS.countries);
    const rows = countries.map(entry => [
        (0,markdown/* mdCode */.xs)(entry.country, 20) || '—',
        ...metricCells(entry, allInstalls)
    ]);
    return [
        `### Top ${top.length} ${top.length === 1 ? 'country' : 'countries'} by installs`,
        barChart('Installs', top.map(entry => ({ label: entry.country, value: entry.installs }))) ?? '_No installs in any country._',
        (0,markdown/* table */.tp)(['Country', ...METRIC_HEADERS], rows, { limit: LIMITS.countries })
    ];
}
/**
 * A type that splits the whole day, as platforms and versions do: each share is of the type's own
 * rows, so that the shares add up to 100 % even where the service's types disagree on the day's
 * installs (then a note gives both sums).
 */
function splitSection(title, label, entries, limit, dayInstalls) {
    if (entries.length === 0)
        return [];
    const own = installsOf(entries);
    const note = own === dayInstalls
        ? []
        : [
            `_These rows add up to ${(0,format/* formatCount */.B4)(own)} installs, the sources to ${(0,format/* formatCount */.B4)(dayInstalls)}: each share is of the ${(0,format/* formatCount */.B4)(own)}._`
        ];
    return [`### ${title}`, ...note, keyTable(label, entries, own, limit)];
}
/**
 * A referrer type tells apart only the installs that came through a referrer: each share is of the
 * day's installs, so the shares add up to that part, never to 100 %, and the line above says so.
 */
function referrerSection(title, label, entries, through, dayInstalls) {
    if (entries.length === 0)
        return [];
    const own = installsOf(entries);
    const part = share(own, dayInstalls);
    return [
        `### ${title}`,
        `${(0,format/* formatCount */.B4)(own)} of the day’s ${(0,format/* formatCount */.B4)(dayInstalls)} installs (${part}) came through ${through}: each share is of the day’s installs, so together they make ${part}, not 100%.`,
        keyTable(label, entries, dayInstalls, LIMITS.referrers, 'Share of all installs')
    ];
}
/** Platforms, platform versions and referrers: one table each, when the service sent any. */
function breakdownSections(reports, dayInstalls) {
    const { apps, domains } = referrers(reports);
    return [
        ...splitSection('By platform', 'Platform', totalsByPlatform(reports), LIMITS.platforms, dayInstalls),
        ...splitSection('By platform version', 'Version', totalsByPlatformVersion(reports), LIMITS.versions, dayInstalls),
        ...referrerSection('Referring apps', 'App', apps, 'a referring app', dayInstalls),
        ...referrerSection('Referring domains', 'Domain', domains, 'a referring domain', dayInstalls)
    ];
}
function filesSection({ reportPath, csvPath, keepFiles }, empty = false) {
    // Where the files stay, and how to keep them, is the adapter's to say (keepFiles).
    return [
        '### Full data',
        empty
            ? 'The service’s answer, as it came:'
            : `Every country and every row, beyond what the tables above show, is in these files.${keepFiles ? ` ${keepFiles}` : ''}`,
        (0,markdown/* facts */.Ix)([
            ['Report (JSON)', (0,markdown/* mdCode */.xs)(reportPath, 400)],
            ['CSV', (0,markdown/* mdCode */.xs)(csvPath, 400)]
        ])
    ];
}
/** The analytics part of the job summary: totals, charts, tables, and where the full data is. */
function analyticsSummary(input) {
    const reports = Array.isArray(input.reports) ? input.reports : [];
    const countries = countryTotals(reports);
    if (countries.length === 0) {
        const only = input.countriesRequested.length
            ? ` for ${(0,markdown.md)(input.countriesRequested.join(', '), 400)}`
            : '';
        return [
            `📭 **No analytics data** for app ${(0,markdown/* mdCode */.xs)(input.appId)} on ${(0,markdown.md)(input.date)}${only}: the service returned no country with data for that day.`,
            ...filesSection(input, true)
        ].join('\n\n');
    }
    const sums = totals(reports);
    return [
        overview({ ...input, reports }, sums, countries.length),
        '### Totals',
        totalsTable(sums),
        ...sourceSection(reports, sums.installs),
        ...countrySection(countries, sums.installs),
        ...breakdownSections(reports, sums.installs),
        ...filesSection(input)
    ].join('\n\n');
}

;// CONCATENATED MODULE: ./src/commands/analytics/range-summary.ts





const range_summary_CELL = 80;
/** Days whose odd dating is named before "and N more". */
const DAYS_NAMED = 10;
function range_summary_overview({ config, tally, missing }, sums, countries) {
    const { days, countries: requested } = config;
    const [from, to] = [days[0], days[days.length - 1]];
    const read = days.length - missing.length;
    const countryCount = countries.length;
    const returned = new Set(countries.map(entry => entry.country.toUpperCase()));
    const notReturned = requested.filter(code => !returned.has(code));
    const over = missing.length
        ? `over the ${(0,format/* plural */.LS)(read, 'day')} read of ${days.length}`
        : `over ${days.length} days`;
    return [
        `📊 **${(0,format/* formatCount */.B4)(sums.installs)} installs** from ${(0,format/* formatCount */.B4)(sums.impressions)} impressions ${over}, in ${(0,format/* plural */.LS)(countryCount, 'country', 'countries')}.`,
        (0,markdown/* facts */.Ix)([
            ['App', (0,markdown/* mdCode */.xs)(config.appId)],
            ['Days', `${(0,markdown.md)(from)} to ${(0,markdown.md)(to)} (${days.length} days)`],
            [
                'Days read',
                missing.length ? `${read} of ${days.length}: totals are over these` : undefined
            ],
            ['Market', [...tally.markets].map(market => (0,markdown.md)(market, range_summary_CELL)).join(', ') || undefined],
            ['Countries asked for', requested.length ? (0,markdown.md)(requested.join(', '), 400) : 'all'],
            ['Asked for, not returned', notReturned.length ? (0,markdown.md)(notReturned.join(', '), 400) : undefined]
        ]),
        datedNote(tally)
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** Says so when the service dated a day's report otherwise than the day asked for. */
function datedNote({ datedOtherwise }) {
    if (datedOtherwise.length === 0)
        return '';
    const shown = datedOtherwise
        .slice(0, DAYS_NAMED)
        .map(({ day, said }) => `${(0,markdown.md)(day)} as ${(0,markdown/* mdCode */.xs)(said, 40) || 'no date'}`);
    const more = datedOtherwise.length > DAYS_NAMED ? `, and ${datedOtherwise.length - DAYS_NAMED} more` : '';
    return `_The service dated ${(0,format/* plural */.LS)(datedOtherwise.length, 'day')} otherwise: ${shown.join(', ')}${more}. The CSV files each row under the day asked for._`;
}
function trendSections(tally, missing) {
    const perDay = tally.dayTotals();
    const chart = (axis, value) => dailyLineChart(axis, perDay.map(day => ({ day: day.day, value: value(day) }))) ?? '_One day read: no trend to draw._';
    // Mermaid draws no gap: say where the line joins the days either side of a missing one.
    const gaps = missing.length
        ? `_No point for ${(0,markdown.md)((0,analytics_days/* dayList */.TT)(missing.map(entry => entry.date)), 400)}, which could not be read: the lines join the days either side._`
        : '';
    return [
        '### Installs per day',
        ...(gaps ? [gaps] : []),
        chart('Installs', day => day.installs),
        '### Impressions per day',
        chart('Impressions', day => day.impressions)
    ];
}
function missingSection(missing) {
    if (missing.length === 0)
        return [];
    return [
        `### ${(0,format/* plural */.LS)(missing.length, 'missing day')}`,
        `Left out of the totals, the charts and the CSV: ${(0,markdown.md)((0,analytics_days/* dayList */.TT)(missing.map(entry => entry.date)), 400)}. Run it again for ${missing.length === 1 ? 'that day' : 'those days'} alone to fill the gap.`,
        (0,markdown/* table */.tp)(['Days', 'Why they could not be read'], [...(0,analytics_days/* daysByReason */.dJ)(missing)].map(([why, days]) => [(0,markdown.md)((0,analytics_days/* dayList */.TT)(days), 400), (0,markdown.md)(why, 300)]))
    ];
}
/** The summary of a range: totals, the trend per day, the top countries, the missing days, the files. */
function rangeSummary(input) {
    const sums = input.tally.totals();
    const countries = input.tally.countryTotals();
    return [
        range_summary_overview(input, sums, countries),
        '### Totals',
        totalsTable(sums),
        ...trendSections(input.tally, input.missing),
        ...countrySection(countries, sums.installs),
        ...missingSection(input.missing),
        ...filesSection({ ...input, keepFiles: input.config.keepFiles })
    ].join('\n\n');
}

;// CONCATENATED MODULE: ./src/commands/analytics/range-tally.ts

/**
 * Most countries ranked over a range. There are some 250; a service that sends more names (a hostile
 * one could send thousands a day) still counts in the totals, but past this many new names are not
 * ranked, so that the tally stays small whatever comes.
 */
const MAX_COUNTRIES = 1000;
const MAX_MARKETS = 20;
/** What the summary of a range needs, summed as each day comes: nothing of a day is kept whole. */
class RangeTally {
    days = new Map();
    countries = new Map();
    markets = new Set();
    /** Days whose report the service dated otherwise, with the date it wrote. */
    datedOtherwise = [];
    /** Counts a day in, and gives its own totals. */
    add(day, reports) {
        const byCountry = countryTotals(reports);
        // Each country's sums are over its `source` rows: together, they are the day's totals.
        const dayTotals = { day, countries: byCountry.length, ...emptyMetrics() };
        for (const entry of byCountry)
            addMetrics(dayTotals, entry);
        this.days.set(day, dayTotals);
        for (const entry of byCountry) {
            const known = this.countries.get(entry.country);
            if (known)
                addMetrics(known, entry);
            else if (this.countries.size < MAX_COUNTRIES)
                this.countries.set(entry.country, { ...entry });
        }
        for (const report of reports) {
            const market = String(report?.market ?? '').trim();
            if (market && this.markets.size < MAX_MARKETS)
                this.markets.add(market);
            const said = String(report?.date ?? '');
            const noted = this.datedOtherwise.at(-1)?.day === day;
            if (!noted && normaliseReportDate(said) !== day)
                this.datedOtherwise.push({ day, said });
        }
        return dayTotals;
    }
    /** Each day read, oldest first. */
    dayTotals() {
        return [...this.days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
    }
    /** Over every day read. */
    totals() {
        const sums = emptyMetrics();
        for (const day of this.days.values())
            addMetrics(sums, day);
        return sums;
    }
    /** Each country's sums over the range, most installs first. */
    countryTotals() {
        return [...this.countries.values()].sort(byInstallsThen(entry => entry.country));
    }
}

;// CONCATENATED MODULE: ./src/commands/analytics/run-range.ts














/** A wrong key, a forbidden app or an unknown one fails every day alike: the range stops at once. */
function failsEveryDay(error) {
    return (error instanceof AnalyticsNotFound ||
        (error instanceof errors/* ServiceError */._7 && (error.status === 401 || error.status === 403)));
}
/**
 * Each day of a range, DAYS_AT_ONCE at a time: every day read is summed and written to the files as
 * it comes, a day that cannot be read is a warning, and the step fails when no day was read.
 */
async function runRange(config, context) {
    const { log, outputs } = context;
    const { days, appId, reportPath, csvPath, scratch } = config;
    const [from, to] = [days[0], days[days.length - 1]];
    const countries = config.countries.length ? ` for ${config.countries.join(', ')}` : '';
    log.info(`Analytics of app ${appId} from ${from} to ${to} (${days.length} days, ${DAYS_AT_ONCE} at a time)${countries}…`);
    const started = Date.now();
    const tally = new RangeTally();
    const files = RangeFiles.open({ reportPath, csvPath, scratch }, days, {
        app_id: appId,
        from,
        to,
        countries_requested: config.countries,
        days_requested: days.length
    });
    try {
        const read = await readDays(config, context, tally, files);
        const { daysRead, missing } = read;
        files.finish({ days_read: daysRead, missing_days: missing });
        outputs.set(names/* Outputs */.tY.ReportPath, reportPath);
        outputs.set(names/* Outputs */.tY.CsvPath, csvPath);
        outputs.set(names/* Outputs */.tY.DaysRead, daysRead);
        if (daysRead === 0)
            throw new command_error/* CommandError */.Q({ type: 'days-unread', requested: days.length, missing });
        await reportRange(config, context, tally, read, started);
    }
    finally {
        files.remove();
    }
}
/** Reads the days, DAYS_AT_ONCE at a time; those not read are `missing`, with why, in date order. */
async function readDays(config, context, tally, files) {
    const { log } = context;
    const { days } = config;
    let daysRead = 0;
    const missing = [];
    const givenUp = await fetchDays({
        days,
        fetch: (day, signal) => fetchDay(context, config, day, signal),
        // Each answer is boiled down at once to its sums and written to the files: no day is kept.
        onDay: (day, answer) => {
            const sums = tally.add(day, answer.data);
            // As the service wrote it; written out again only when the key had to be taken out of it.
            const json = answer.text ?? JSON.stringify(answer.json ?? null);
            files.addDay(day, json, csvLines(answer.data, day));
            daysRead++;
            log.info(`${day}: ${(0,format/* formatCount */.B4)(sums.installs)} installs, ${(0,format/* formatCount */.B4)(sums.impressions)} impressions in ${(0,format/* plural */.LS)(sums.countries, 'country', 'countries')} (${daysRead} of ${days.length} days read).`);
        },
        onMissing: (day, error) => {
            const why = (0,untrusted/* oneLine */.TN)((0,describe_failure/* failureMessage */.oh)(error, context.names), 400);
            missing.push({ date: day, error: why });
            files.dayMissing(day);
            log.info(`${day}: not read: ${why}`);
        },
        isFatal: failsEveryDay
    });
    const gaveUpWhy = `given up: the first ${DAYS_AT_ONCE} days all failed, so the service is taken to be down or out of reach`;
    for (const day of givenUp)
        missing.push({ date: day, error: gaveUpWhy });
    missing.sort((a, b) => (a.date < b.date ? -1 : 1));
    return { daysRead, missing };
}
/** What a range read at least one day of says: the days left out, the totals, the summary. */
async function reportRange(config, context, tally, { daysRead, missing }, started) {
    const { log, outputs, summary } = context;
    const { days, reportPath, csvPath } = config;
    for (const [why, missed] of (0,analytics_days/* daysByReason */.dJ)(missing)) {
        const are = missed.length === 1 ? 'is' : 'are';
        log.warning(`${(0,analytics_days/* dayList */.TT)(missed)} could not be read and ${are} left out of the totals: ${why}`);
    }
    const returned = tally.countryTotals().map(entry => entry.country);
    warnNotReturned(context, config.countries, returned, `any of the ${daysRead} days read`);
    const sums = tally.totals();
    outputs.set(names/* Outputs */.tY.Installs, sums.installs);
    outputs.set(names/* Outputs */.tY.Impressions, sums.impressions);
    outputs.set(names/* Outputs */.tY.PageViews, sums.pageViews);
    outputs.set(names/* Outputs */.tY.UniquePageViews, sums.uniquePageViews);
    outputs.jsonFile(reportPath, (await external_node_fs_.promises.stat(reportPath)).size);
    const over = missing.length ? `over the ${daysRead} days read` : `over ${days.length} days`;
    log.info(`${daysRead} of ${days.length} days read in ${(0,format/* formatDuration */.a3)(Date.now() - started)}: ${counts(sums)} ${over}.`);
    log.info(`Report: ${(0,untrusted/* oneLine */.TN)(reportPath)}\nCSV:    ${(0,untrusted/* oneLine */.TN)(csvPath)}`);
    summary.add(rangeSummary({ config, tally, missing, reportPath, csvPath }));
}

;// CONCATENATED MODULE: ./src/commands/analytics/run.ts










/** Fetches one day of first-party analytics, or each day of a range, into JSON and CSV, and sums it up. */
async function runAnalytics(config, context) {
    if (config.days.length > 1)
        return runRange(config, context);
    const [day] = config.days;
    const { log, outputs, summary } = context;
    const countries = config.countries.length ? ` for ${config.countries.join(', ')}` : '';
    log.info(`Analytics of app ${config.appId} on ${day}${countries}…`);
    const answer = await fetchDay(context, config, day);
    const reports = answer.data;
    warnNotReturned(context, config.countries, countriesReturned(reports), day);
    const { csvPath } = config;
    await external_node_fs_.promises.mkdir(external_node_path_.dirname(config.reportPath), { recursive: true });
    await external_node_fs_.promises.writeFile(config.reportPath, JSON.stringify(answer.json, null, 2));
    await external_node_fs_.promises.writeFile(csvPath, toCsv(reports, day));
    outputs.set(names/* Outputs */.tY.ReportPath, config.reportPath);
    outputs.set(names/* Outputs */.tY.CsvPath, csvPath);
    outputs.set(names/* Outputs */.tY.DaysRead, 1);
    const sums = totals(reports);
    outputs.set(names/* Outputs */.tY.Installs, sums.installs);
    outputs.set(names/* Outputs */.tY.Impressions, sums.impressions);
    outputs.set(names/* Outputs */.tY.PageViews, sums.pageViews);
    outputs.set(names/* Outputs */.tY.UniquePageViews, sums.uniquePageViews);
    outputs.json(answer.json, config.reportPath);
    const countryCount = reports.reduce((n, report) => n + (Array.isArray(report.countries) ? report.countries.length : 0), 0);
    log.info(`${(0,format/* plural */.LS)(countryCount, 'country', 'countries')}: ${counts(sums)}.`);
    log.info(`Report: ${(0,untrusted/* oneLine */.TN)(config.reportPath)}\nCSV:    ${(0,untrusted/* oneLine */.TN)(csvPath)}`);
    summary.add(analyticsSummary({
        appId: config.appId,
        date: day,
        reports,
        reportPath: config.reportPath,
        csvPath,
        keepFiles: config.keepFiles,
        countriesRequested: config.countries
    }));
}


/***/ })

};

//# sourceMappingURL=983.index.js.map