export const id = 943;
export const ids = [943];
export const modules = {

/***/ 8943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/ipa/rules/policy.ts
var policy = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/ipa-input/file-sha256.ts
var file_sha256 = __webpack_require__(6071);
// EXTERNAL MODULE: ./src/ipa-input/ipa-file.ts + 2 modules
var ipa_file = __webpack_require__(1523);
// EXTERNAL MODULE: ./src/summary/check.ts
var check = __webpack_require__(8444);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/commands/failures/index.ts + 4 modules
var failures = __webpack_require__(2742);
// EXTERNAL MODULE: ./src/commands/outcome.ts
var commands_outcome = __webpack_require__(8786);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/preflight-reports/checked-ipa.ts
var checked_ipa = __webpack_require__(8837);
;// CONCATENATED MODULE: ./src/preflight-reports/xml.ts
/** Text written into XML 1.0, whatever it holds. */
/**
 * Characters XML 1.0 cannot hold at all, not even escaped: the control characters but tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const ILLEGAL_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/**
 * Text for an element's content: the illegal characters removed, and the five that XML reads (`&`,
 * `<`, `>`, `"`, `'`) escaped, so that `</failure>` or `]]>` stays text.
 */
function xmlEscaped(text) {
    return text
        .replace(ILLEGAL_IN_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
/**
 * Text for an attribute's value: as content, with its line breaks and tabs as references, which a
 * parser keeps (it folds them into spaces otherwise).
 */
function attributeEscaped(text) {
    return xmlEscaped(text).replace(/[\t\n\r]/g, found => `&#${found.charCodeAt(0)};`);
}
/** An element with its attributes (in this order) and its children, already XML. */
function xml_element(name, attributes, children = []) {
    const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => ` ${key}="${attributeEscaped(String(value))}"`)
        .join('');
    if (children.length === 0)
        return `<${name}${written}/>`;
    return `<${name}${written}>${children.join('')}</${name}>`;
}
/** An element holding text only. */
function textElement(name, attributes, text) {
    return xml_element(name, attributes, [xmlEscaped(text)]);
}

;// CONCATENATED MODULE: ./src/preflight-reports/junit.ts





/** A message holds a whole sentence of the inspection, with its paths: cut only if absurdly long. */
const MAX_MESSAGE = 2000;
/** The report of every IPA checked, as an XML document. */
function junitXml(ipas, settings) {
    const suites = ipas.map(ipa => testSuite(ipa, settings));
    const total = suites.reduce((sum, suite) => ({
        tests: sum.tests + suite.counts.tests,
        failures: sum.failures + suite.counts.failures,
        skipped: sum.skipped + suite.counts.skipped
    }), { tests: 0, failures: 0, skipped: 0 });
    const root = xml_element('testsuites', { name: 'app-store-deploy check', ...total, errors: 0 }, suites.map(suite => `\n${suite.xml}`).concat('\n'));
    return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
function testSuite(ipa, settings) {
    const name = fileName(ipa.given);
    const verdicts = (0,policy/* checksFor */.NR)(settings.purpose).map(check => [check, verdictOf(check, ipa, settings)]);
    const counts = {
        tests: verdicts.length,
        failures: verdicts.filter(([, verdict]) => verdict.kind === 'failed').length,
        skipped: verdicts.filter(([, verdict]) => ['warned', 'not-applied'].includes(verdict.kind))
            .length
    };
    const cases = verdicts.map(([check, verdict]) => `\n  ${testCase(name, check, verdict)}`);
    const xml = xml_element('testsuite', { name, ...counts, errors: 0 }, [...cases, '\n']);
    return { xml, counts };
}
/** What one check found in one IPA. */
function verdictOf(check, ipa, settings) {
    if ((0,checked_ipa/* isSkipped */.JR)(check, settings.skip))
        return { kind: 'not-applied', why: 'skipped on request' };
    const found = ipa.problems.filter(problem => (0,checked_ipa/* checkOf */.EG)(problem.code).code === check.code);
    const refusals = found.filter(problem => (0,policy/* refusesUnderStrict */.jJ)(problem, settings.purpose));
    const warnings = found.filter(problem => !refusals.includes(problem));
    if (refusals.length > 0)
        return { kind: 'failed', refusals, warnings };
    if (warnings.length > 0)
        return { kind: 'warned', warnings };
    const notAnIpa = ipa.problems.some(problem => problem.level === 'not-an-ipa');
    if (notAnIpa)
        return { kind: 'not-applied', why: 'the file is not an IPA' };
    return { kind: 'passed' };
}
function testCase(file, check, verdict) {
    const attributes = { classname: file, name: `${check.code}: ${(0,untrusted/* oneLine */.TN)(check.title, 300)}` };
    switch (verdict.kind) {
        case 'passed':
            return xml_element('testcase', attributes);
        case 'not-applied':
            return xml_element('testcase', attributes, [
                xml_element('skipped', { message: `not applied: ${verdict.why}` })
            ]);
        case 'warned': {
            const first = message(verdict.warnings[0]);
            const more = verdict.warnings.length > 1 ? ` (and ${verdict.warnings.length - 1} more)` : '';
            return xml_element('testcase', attributes, [
                xml_element('skipped', { message: `warning, not a refusal: ${first}${more}` }),
                textElement('system-out', {}, lines('Warning', verdict.warnings))
            ]);
        }
        case 'failed':
            return xml_element('testcase', attributes, [
                textElement('failure', { message: message(verdict.refusals[0]), type: check.code }, lines('Refused', verdict.refusals)),
                ...(verdict.warnings.length
                    ? [textElement('system-out', {}, lines('Warning', verdict.warnings))]
                    : [])
            ]);
    }
}
/** Each problem on a line of its own, with the entry it is about. */
function lines(label, problems) {
    return problems
        .map(problem => {
        const entry = problem.entry === undefined ? '' : ` [${(0,untrusted/* oneLine */.TN)(problem.entry, 500)}]`;
        return `${label}: ${message(problem)}${entry}`;
    })
        .join('\n');
}
/** Untrusted text from the IPA, on one line, with no CI command in it. */
function message(problem) {
    return (0,untrusted/* oneLine */.TN)(problem.message, MAX_MESSAGE);
}
/** The IPA as the user gave it, on one line; a URL without its signature. */
function fileName(given) {
    return (0,untrusted/* oneLine */.TN)(/^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? (0,signed_url/* shownUrl */.zA)(given) : given, 500);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/preflight-reports/artifact-location.ts
/**
 * Where an IPA is, as a SARIF artifact location: a path relative to the repository's root with
 * forward slashes (on Windows too), which GitHub matches with a file of the repository; a file
 * outside the repository as a `file:` URL; an `ipa-url` as its URL, its signature hidden.
 */



const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
function artifactLocation(given, settings) {
    if (URL_SCHEME.test(given))
        return { uri: (0,signed_url/* shownUrl */.zA)(given) };
    const paths = settings.paths ?? external_node_path_;
    const absolute = paths.resolve(settings.workingDirectory, given);
    const relative = paths.relative(settings.repositoryRoot, absolute);
    const outside = relative === '' ||
        relative === '..' ||
        relative.startsWith(`..${paths.sep}`) ||
        paths.isAbsolute(relative);
    if (outside)
        return { uri: fileUrl(absolute, paths) };
    // Each segment percent-encoded (a space is `%20`), as a URI reference is written.
    const segments = relative.split(paths.sep).map(segment => encodeURIComponent(segment));
    return { uri: segments.join('/'), uriBaseId: '%SRCROOT%' };
}
/** The repository's root as a `file:` URL ending with `/`, as SARIF asks of a base. */
function rootUri(settings) {
    const paths = settings.paths ?? external_node_path_;
    const uri = fileUrl(paths.resolve(settings.repositoryRoot), paths);
    return uri.endsWith('/') ? uri : `${uri}/`;
}
function fileUrl(absolute, paths) {
    return (0,external_node_url_.pathToFileURL)(absolute, { windows: paths === external_node_path_.win32 }).href;
}

;// CONCATENATED MODULE: ./src/preflight-reports/sarif.ts
/**
 * `check --sarif`: preflight's findings as a SARIF 2.1.0 log, which GitHub code scanning shows as
 * alerts (github/codeql-action/upload-sarif, with `security-events: write`). What GitHub reads of a
 * log, and its limits, are from "SARIF support for code scanning"
 * (https://docs.github.com/en/code-security/reference/code-scanning/sarif-files/sarif-support-for-code-scanning,
 * read 2026-12-06): `shortDescription`, `fullDescription` (1,024 characters at most) and `help` of
 * each rule; `message.text`, `level`, the first location and `partialFingerprints.primaryLocationLineHash`
 * of each result; at most 25,000 results in a run. docs/check-reports.md says how to upload it.
 */





/** The schema GitHub asks a log to name; ../shared/schemas/sarif-2.1.0.json is the same schema. */
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** GitHub refuses a run of more results; past it, the run says how many were left out. */
const MAX_RESULTS = 25_000;
/** GitHub's limit for a rule's short and full descriptions. */
const MAX_DESCRIPTION = 1024;
/** A message holds a whole sentence of the inspection, with its paths: cut only if absurdly long. */
const sarif_MAX_MESSAGE = 2000;
/** The log of every IPA checked: one run, one rule per code found, one result per problem. */
function sarifLog(ipas, options) {
    const rules = [];
    const ruleIndex = new Map();
    const results = [];
    for (const ipa of ipas) {
        const seen = new Map();
        for (const problem of ipa.problems) {
            if (!ruleIndex.has(problem.code)) {
                ruleIndex.set(problem.code, rules.length);
                rules.push(ruleOf(problem.code, (0,checked_ipa/* checkOf */.EG)(problem.code)));
            }
            const index = ruleIndex.get(problem.code);
            results.push(resultOf(ipa, problem, index, seen, options));
        }
    }
    const { name, version, informationUri } = options.tool;
    const leftOut = Math.max(0, results.length - MAX_RESULTS);
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name, version, semanticVersion: version, informationUri, rules } },
                originalUriBaseIds: { '%SRCROOT%': { uri: rootUri(options) } },
                results: results.slice(0, MAX_RESULTS),
                ...(leftOut > 0 ? { properties: { resultsLeftOut: leftOut } } : {})
            }
        ]
    };
}
/** A rule: what the check looks at, what to do, and where Apple says so. */
function ruleOf(code, check) {
    const { where, read } = (0,checked_ipa/* sourceOf */.vz)(check);
    const readOn = read ? ` (read ${read})` : '';
    const others = check.covers?.length ? check.covers.join(', ') : undefined;
    const text = [
        `What to do: ${check.fix}.`,
        `Source: ${where}${readOn}.`,
        ...(others ? [`Also Apple's ${others}.`] : [])
    ].join('\n');
    const markdown = [
        `**What to do:** ${check.fix}.`,
        `**Source:** ${where}${readOn}.`,
        ...(others ? [`**Also:** ${others}.`] : [])
    ].join('\n\n');
    const helpUri = (0,checked_ipa/* linkOf */.IJ)(check.source);
    return {
        id: code,
        name: code,
        shortDescription: { text: cut(check.title, MAX_DESCRIPTION) },
        fullDescription: { text: cut(`${check.title}: ${check.fix}.`, MAX_DESCRIPTION) },
        help: { text, markdown },
        ...(helpUri ? { helpUri } : {}),
        defaultConfiguration: { level: check.level === 'warn' ? 'warning' : 'error' },
        properties: {
            level: check.level,
            ...(read ? { read } : {}),
            ...(check.covers?.length ? { covers: [...check.covers] } : {}),
            tags: ['app-store', 'preflight'],
            precision: 'high',
            'problem.severity': check.level === 'warn' ? 'warning' : 'error'
        }
    };
}
/**
 * A result: at the IPA (GitHub takes a location without a region, and shows it at line 1; a
 * result with a logical location alone is refused whole), and the entry inside it. Its
 * fingerprint is the code, the entry and the bundle ID (and which of the same it is), so that the
 * same problem in the next build is the same alert; the message, which names the file, is not in it.
 */
function resultOf(ipa, problem, ruleIndex, seen, options) {
    const entry = problem.entry === undefined ? undefined : (0,untrusted/* oneLine */.TN)(problem.entry, sarif_MAX_MESSAGE);
    const key = [problem.code, problem.entry ?? '', ipa.bundleId ?? ''].join('\n');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const hash = (0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 16);
    return {
        ruleId: problem.code,
        ruleIndex,
        level: (0,policy/* refusesUnderStrict */.jJ)(problem, options.purpose) ? 'error' : 'warning',
        message: { text: plainMessage(problem.message) },
        locations: [
            {
                physicalLocation: { artifactLocation: artifactLocation(ipa.given, options) },
                ...(entry === undefined
                    ? {}
                    : {
                        logicalLocations: [{ fullyQualifiedName: entry, kind: 'resource' }],
                        properties: { entry }
                    })
            }
        ],
        partialFingerprints: { primaryLocationLineHash: `${hash}:${occurrence}` }
    };
}
/**
 * Untrusted text as a SARIF plain-text message: one line, no control characters, no CI command,
 * and its square brackets escaped, which SARIF reads as an embedded link otherwise (§3.11.6).
 */
function plainMessage(text) {
    return (0,untrusted/* oneLine */.TN)(text, sarif_MAX_MESSAGE).replace(/[[\]]/g, found => `\\${found}`);
}
function cut(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
;// CONCATENATED MODULE: ./src/commands/check/reports.ts






/**
 * Writes the SARIF and JUnit reports asked for, each path relative to the working directory (its
 * folder made); a report that cannot be written is logged, and returned for the step to fail on.
 */
function writeReports(checked, { sarif, junit, purpose, preflightSkip }, log, 
/** Where the CI checked the repository out (the run's `checkout`): SARIF's root, else the working directory. */
checkout) {
    const workingDirectory = process.cwd();
    const ipas = checked.map(one => checkedIpa(one, workingDirectory));
    const reports = [
        [
            sarif,
            () => {
                const tool = {
                    name: 'app-store-deploy',
                    version: package_0/* version */.rE,
                    informationUri: 'https://github.com/your-org/app-store-deploy-action'
                };
                const root = checkout ?? workingDirectory;
                const log = sarifLog(ipas, { purpose, tool, repositoryRoot: root, workingDirectory });
                return `${JSON.stringify(log, null, 2)}\n`;
            }
        ],
        [junit, () => junitXml(ipas, { purpose, skip: preflightSkip })]
    ];
    let unwritten;
    for (const [file, text] of reports) {
        if (!file)
            continue;
        try {
            (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(external_node_path_.resolve(file)), { recursive: true });
            (0,external_node_fs_.writeFileSync)(file, text());
            log.info(`Wrote ${file}.`);
        }
        catch (error) {
            unwritten ??= { file, why: (0,error_message/* errorMessage */.g)(error) };
            log.error(`The report ${file} could not be written: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
    }
    return unwritten;
}
/**
 * An IPA checked as the reports read it: its path from the working directory (as a user gives it;
 * an absolute one outside it) or its URL, its bundle ID, and its problems.
 */
function checkedIpa({ source, outcome }, workingDirectory) {
    const relative = source.kind === 'file' ? external_node_path_.relative(workingDirectory, source.path) : '';
    const inside = relative !== '' && !relative.startsWith('..') && !external_node_path_.isAbsolute(relative);
    return {
        given: source.kind === 'url' ? source.url : inside ? relative : source.path,
        bundleId: outcome.facts.bundleId,
        problems: outcome.facts.inspection?.problems ?? []
    };
}

;// CONCATENATED MODULE: ./src/commands/check/run.ts













/**
 * Checks every IPA as `submit` (or `upload`) would before sending it, and sends nothing: each is
 * checked and reported whatever the others' verdict; then the reports, the outputs, the summary,
 * and the step fails if preflight would refuse any.
 */
async function runCheck(config, context) {
    const checked = [];
    const several = config.sources.length > 1;
    for (const source of config.sources) {
        const one = await checkIpa(source, config, context);
        // Of several, each refusal is said as it is found; the step's failure counts them.
        if (several && one.refusal)
            context.log.error(refusalMessage(one, context));
        checked.push(one);
    }
    const unwritten = writeReports(checked, config, context.log, context.run.checkout);
    setOutputs(checked, context);
    if (several)
        for (const one of checked)
            context.summary.add(sectionOf(one));
    const refused = checked.flatMap(one => (one.refusal ? [one.refusal] : []));
    if (refused.length > 0)
        throw new command_error/* CommandError */.Q({ type: 'check-refused', checked: checked.length, refused }, 'input');
    if (unwritten)
        throw new command_error/* CommandError */.Q({ type: 'report-unwritten', ...unwritten }, 'work');
}
/** One IPA read and judged, its outcome kept apart (the step's is the single IPA's: setOutputs). */
async function checkIpa(source, config, context) {
    const outcome = (0,commands_outcome/* emptyOutcome */.we)();
    const item = { ...context, outcome: (0,commands_outcome/* outcomeKeptIn */.CM)(outcome), item: labelOf(source) };
    let refusal;
    try {
        await (0,ipa_file/* preflightIpa */.y)(source, config, config.purpose, item);
    }
    catch (error) {
        if (!(error instanceof command_error/* CommandError */.Q) || error.failure.type !== 'preflight-refused')
            throw error;
        const { file, count, problems, rest, notAnIpa, codes } = error.failure;
        refusal = { file, count, problems, rest, notAnIpa, codes };
    }
    const facts = item.outcome;
    if (source.kind === 'file')
        facts.record({ size: source.size, sha256: await (0,file_sha256/* fileSha256 */.s)(source.path) });
    facts.record({ purpose: config.purpose });
    facts.happened('check', refusal ? 'refused' : 'checked');
    return { source, outcome, refusal };
}
/**
 * The outputs: of one IPA, each of its facts (bundle-id, version, build, size, sha256) and its
 * outcome, which the summary shows; of all, `json` (a list, one entry per IPA) and the counts.
 */
function setOutputs(checked, context) {
    const problems = checked.flatMap(one => judged(one));
    context.outputs.set(names/* Outputs */.tY.ProblemCount, problems.filter(p => p.refuses).length);
    context.outputs.set(names/* Outputs */.tY.WarningCount, problems.filter(p => !p.refuses).length);
    context.outputs.json(checked.map(entryOf));
    if (checked.length !== 1)
        return;
    const [{ outcome }] = checked;
    const { bundleId, version, build, size, sha256, source, inspection, purpose } = outcome.facts;
    context.outcome.record({ bundleId, version, build, size, sha256, source, inspection, purpose });
    context.outcome.problems(outcome.problems);
    context.outcome.happened('check', outcome.happened ?? 'checked');
}
/**
 * Each problem, and whether `strict` refuses the IPA for it (whatever the mode, so that the counts
 * say what Apple would do): the same rule as the SARIF's levels and the JUnit's failures.
 */
function judged({ outcome }) {
    const purpose = outcome.facts.purpose ?? 'submit';
    return (outcome.facts.inspection?.problems ?? []).map(problem => ({
        code: problem.code,
        message: problem.message,
        refuses: (0,policy/* refusesUnderStrict */.jJ)(problem, purpose)
    }));
}
/** One IPA's entry of the `json` output. */
function entryOf(one) {
    const { bundleId, version, build, size, sha256 } = one.outcome.facts;
    return {
        file: one.source.kind === 'file' ? one.source.path : (0,signed_url/* shownUrl */.zA)(one.source.url),
        bundleId,
        version,
        build,
        size,
        sha256,
        refused: one.refusal !== undefined,
        problems: judged(one)
    };
}
/** Of several IPAs, each its own section: its name, then its verdict and card. */
function sectionOf(one) {
    return [`### ${(0,markdown.md)(labelOf(one.source), 200)}`, (0,check/* checkSection */.U)(one.outcome)].join('\n\n');
}
/** The IPA as the log names it: its file's name, or its URL without a signature. */
function labelOf(source) {
    return (0,untrusted/* oneLine */.TN)(source.kind === 'file' ? external_node_path_.basename(source.path) : (0,signed_url/* shownUrl */.zA)(source.url), 200);
}
function refusalMessage(one, { names }) {
    const failure = { type: 'check-refused', checked: 1, refused: [one.refusal] };
    return (0,failures/* failureInWords */.d)(failure, names).message;
}


/***/ }),

/***/ 8837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ checkOf),
/* harmony export */   IJ: () => (/* binding */ linkOf),
/* harmony export */   JR: () => (/* binding */ isSkipped),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2992);
/* harmony import */ var _ipa_rules_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9739);


/**
 * The check a problem's code belongs to. Every code the inspection reports is in the policy table
 * (__tests__/preflight-policy.test.ts pins it); one that is not still gets a row of its own, so that no problem is dropped.
 */
function checkOf(code) {
    return ((0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.checkNamed)(code) ?? {
        code,
        title: code,
        level: 'refuse',
        fix: 'see the message',
        source: 'app-store-deploy'
    });
}
/** Whether the user asked not to apply this check (by its code or one it covers). */
function isSkipped(check, skip) {
    const wanted = new Set(skip.map(code => code.trim().toLowerCase()));
    return (0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .codesOf */ .MZ)(check).some(code => wanted.has(code.toLowerCase()));
}
/** Where Apple says so, and the day it was read, apart. */
function sourceOf(check) {
    return (0,_ipa_rules_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceAndDate */ .v)(check.source);
}
/** The first web address in a source, to link the rule's help to. */
function linkOf(source) {
    return /https:\/\/[^\s()]+/.exec(source)?.[0];
}


/***/ })

};

//# sourceMappingURL=943.index.js.map