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
// EXTERNAL MODULE: ./src/ipa-input/ipa-file.ts + 1 modules
var ipa_file = __webpack_require__(8967);
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
// EXTERNAL MODULE: ./src/commands/failures/index.ts + 5 modules
var failures = __webpack_require__(4506);
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
    const verdicts = (0,policy.checksFor)(settings.purpose).map(check => [check, verdictOf(check, ipa, settings)]);
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
    const refusals = found.filter(problem => (0,policy.refusesUnderStrict)(problem, settings.purpose));
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
        level: (0,policy.refusesUnderStrict)(problem, options.purpose) ? 'error' : 'warning',
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
        refuses: (0,policy.refusesUnderStrict)(problem, purpose)
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

/***/ 8786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ outcomeKeptIn),
/* harmony export */   KT: () => (/* binding */ outputsOfUnit),
/* harmony export */   qM: () => (/* binding */ outcomeToOutputs),
/* harmony export */   we: () => (/* binding */ emptyOutcome)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);

function emptyOutcome() {
    return { facts: {}, problems: [] };
}
/** The output each fact is: said once, for a command run alone and for a fleet of one. */
const OUTPUT_OF_FIELD = {
    submissionId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId,
    status: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Status,
    createdAt: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.CreatedAt,
    ipaId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId,
    sourceUrl: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SourceUrl,
    teamId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.TeamId,
    bundleId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.BundleId,
    version: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Version,
    build: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Build,
    sha256: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Sha256,
    size: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Size,
    failureReason: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailureReason,
    deploymentId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentId
};
/** The outputs of a unit's fields, as a step of one sets them: each field's, and its id as a list. */
function outputsOfUnit(facts) {
    const outputs = [];
    for (const [field, output] of Object.entries(OUTPUT_OF_FIELD)) {
        const value = facts[field];
        if (value !== undefined)
            outputs.push([output, value]);
    }
    if (facts.submissionId !== undefined)
        outputs.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds, [facts.submissionId]]);
    if (facts.ipaId !== undefined)
        outputs.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds, [facts.ipaId]]);
    return outputs;
}
/** A unit run alone: each output fact is an output at once, its record the `json` output; all kept in `outcome`. */
function outcomeToOutputs(outputs, outcome) {
    const kept = outcomeKeptIn(outcome);
    return {
        ...kept,
        record: facts => {
            for (const [name, value] of outputsOfUnit(facts))
                outputs.set(name, value);
            if (facts.record !== undefined)
                outputs.json(facts.record);
            kept.record(facts);
        }
    };
}
/** An outcome kept as it is known: one item of a fleet's, for the fleet to report once all have ended. */
function outcomeKeptIn(outcome) {
    return {
        record: facts => {
            for (const [field, value] of Object.entries(facts))
                if (value !== undefined)
                    Object.assign(outcome.facts, { [field]: value });
        },
        problems: problems => void (outcome.problems = problems),
        happened: (kind, happened) => Object.assign(outcome, { kind, happened })
    };
}


/***/ }),

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

/***/ 8967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ preflightIpa),
  V: () => (/* binding */ sendIpa)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/ipa/index.ts + 30 modules
var src_ipa = __webpack_require__(8232);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/ipa/rules/policy.ts
var policy = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/service/storage/index.ts + 8 modules
var storage = __webpack_require__(5890);
// EXTERNAL MODULE: ./src/commands/failures/storage.ts
var failures_storage = __webpack_require__(3073);
;// CONCATENATED MODULE: ./src/ipa-input/ipa-url.ts






/**
 * Reads an IPA given by URL where it lives, in HTTP ranges (service/storage), before the service is
 * asked to fetch it. A refusal by its storage (an expired signature, no such object) stops the
 * release under `strict`, as the service would most likely be refused the same URL; under `warn` it
 * is a warning, as a preflight problem is (storage may let the service alone in). Storage that
 * cannot be read as it should (other bytes than it claims, no answer, the whole file only and too
 * large) leaves the IPA unchecked in either mode, with a warning that says why: the service may
 * still fetch it, and App Store Connect checks it then. Undefined when it was left unchecked.
 */
async function readIpaUrl(url, options, 
/** Under `strict`; under `warn`, a refusal is a warning. */
{ refusalStops }, { openIpaUrl, log, names, signal }) {
    const shown = (0,signed_url/* shownUrl */.zA)(url);
    const started = Date.now();
    try {
        const ipa = await openIpaUrl(url);
        try {
            const inspection = await (0,src_ipa/* inspectIpa */.Ve)({ name: fileName(url), source: ipa }, options);
            const { requests, bytes } = ipa.fetched;
            const took = `${((Date.now() - started) / 1000).toFixed(1)}s`;
            log.info(ipa.wholeFile
                ? `Read ${shown} whole (${(0,format/* formatBytes */.z3)(bytes)}) in ${took}: its storage ignores Range requests.`
                : `Read ${(0,format/* formatBytes */.z3)(bytes)} of ${shown} (${(0,format/* formatBytes */.z3)(ipa.size)}) in ${(0,format/* plural */.LS)(requests, 'range request')}, ${took}; its SHA-256 is not known without the whole file.`);
            return inspection;
        }
        finally {
            await ipa.close();
        }
    }
    catch (error) {
        const cause = error instanceof src_ipa/* SourceFailure */.oi ? error.cause : error;
        // A run that is stopping says so itself (stop.ts): its cut requests are no storage's failure.
        if (!(cause instanceof storage/* StorageError */.aq) || signal?.aborted)
            throw error;
        const { failure } = cause;
        if ((failure.kind === 'refused' || failure.kind === 'redirect-refused') && refusalStops) {
            const kind = failure.kind === 'refused' && failure.status === 404 ? 'not-found' : 'input';
            throw new command_error/* CommandError */.Q({ type: 'storage-refused', url: shown, refusal: failure }, kind);
        }
        log.warning((0,failures_storage/* uncheckedWarning */.u)(shown, failure, names), {
            title: 'IPA preflight (not checked)',
            rule: 'preflight, not checked'
        });
        return undefined;
    }
}
/** The file's name in the URL's path (`App.ipa`), as problems name the IPA; else its host. */
function fileName(url) {
    const { pathname, host } = new URL(url);
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    try {
        return decodeURIComponent(last) || host;
    }
    catch {
        return last;
    }
}

// EXTERNAL MODULE: ./src/ipa-input/upload-progress.ts
var upload_progress = __webpack_require__(6430);
;// CONCATENATED MODULE: ./src/ipa-input/ipa-file.ts










/** Problems listed one by one in the log and the error; the rest are counted by code. */
const PROBLEMS_SHOWN = 10;
/**
 * Reads the IPA before anything is sent and applies the `preflight` policy: `strict` fails on a
 * problem, `warn` annotates it and goes on, `off` skips the checks (the app's identity is still read
 * for the outputs when the archive allows it). An IPA given by URL is read where it lives (see
 * readIpaUrl); `off` reads nothing of it.
 */
async function preflightIpa(source, settings, purpose, context) {
    const { log } = context;
    const { preflight: mode, preflightSkip: skip } = settings;
    context.outcome.record({ source, checked: mode !== 'off' });
    const inspection = await readInspection(source, settings, purpose, context);
    if (!inspection)
        return undefined;
    // Values from the IPA are untrusted: only one App Store Connect would accept becomes an output (so
    // no line break or `::` text reaches a later step); any other is left unset, and is a problem.
    const { bundleId, version, build } = (0,src_ipa/* acceptedIdentity */.yn)(inspection.app);
    context.outcome.record({ bundleId, version, build, inspection });
    // A file's size is recorded as it is sent; an IPA at a URL's, as its storage said it.
    if (source.kind === 'url')
        context.outcome.record({ size: inspection.size });
    if (mode === 'off')
        return inspection;
    // A file's name is anyone's text: one line, so that it cannot start a line of its own.
    const name = (0,untrusted/* oneLine */.TN)(source.kind === 'file' ? external_node_path_.basename(source.path) : (0,signed_url/* shownUrl */.zA)(source.url), 200);
    log.group(`IPA ${name}`, (0,src_ipa/* describeInspection */.W1)(inspection));
    if (skip.length > 0)
        log.info(`Preflight skips ${skip.join(', ')} (${context.names.referred(names/* Inputs */.G0.PreflightSkip)}).`);
    if (inspection.problems.length === 0) {
        log.info(`Preflight: no problem found in ${name}.`);
        return inspection;
    }
    // Annotations name a file of the repository: a URL is none.
    const file = source.kind === 'file' ? source.path : undefined;
    applyPolicy(inspection, { mode, purpose, name, file }, context);
    return inspection;
}
/** The IPA read (a file here, a URL where it lives); with preflight off, one that cannot be is no failure. */
async function readInspection(source, { preflight: mode, preflightSkip: skip }, purpose, context) {
    // Off reads nothing of a URL, and of a file the app's identity alone: no executable is inflated
    // for rules nobody applies.
    if (source.kind === 'url' && mode === 'off')
        return undefined;
    const options = { purpose, rules: mode !== 'off', skipRules: new Set(skip) };
    try {
        return source.kind === 'file'
            ? await (0,src_ipa/* inspectIpa */.Ve)(source.path, options)
            : await readIpaUrl(source.url, options, { refusalStops: mode === 'strict' }, context);
    }
    catch (error) {
        if (mode === 'off')
            return undefined;
        throw error;
    }
}
/**
 * What each level of the policy table (src/ipa/rules/policy.ts) does in each mode: a file that is
 * not an IPA is refused under `warn` too (only `off` sends it); the rest refuse under `strict`
 * alone; a `warn` problem never stops a release, nor does an App Store rule for an upload, whose
 * IPA is re-signed before it is submitted. Every problem is the outcome's, each saying whether it
 * refuses the IPA; those that do are the failure's, counted from the same list.
 */
function applyPolicy(inspection, how, context) {
    const { mode, purpose, name, file } = how;
    const fatal = inspection.problems.some(problem => problem.level === 'not-an-ipa');
    const refusing = mode === 'warn' && !fatal
        ? []
        : inspection.problems.filter(problem => (0,policy.refusesUnderStrict)(problem, purpose));
    context.outcome.problems(inspection.problems.map(problem => ({
        code: problem.code,
        message: problem.message,
        refuses: refusing.includes(problem)
    })));
    warnOf(inspection.problems.filter(problem => !refusing.includes(problem)), file, context);
    if (refusing.length === 0)
        return;
    const { shown, rest } = summarised(refusing);
    context.outcome.happened(purpose, 'refused');
    throw new command_error/* CommandError */.Q({
        type: 'preflight-refused',
        file: name,
        count: refusing.length,
        problems: shown.map(problem => problem.message),
        rest,
        notAnIpa: fatal,
        codes: refusing.map(problem => problem.code)
    }, 'input');
}
/** Each problem that does not refuse the IPA as a warning, by its code (a fleet folds them by code). */
function warnOf(problems, file, { log }) {
    const warned = summarised(problems);
    for (const problem of warned.shown)
        log.warning(problem.message, {
            title: `IPA preflight (${problem.code})`,
            file,
            rule: `preflight ${problem.code}`
        });
    if (warned.rest)
        log.warning(warned.rest, { title: 'IPA preflight', file, rule: 'preflight, more problems' });
}
/**
 * The first problems, and one line that counts the others by code (an archive of 10,000 extensions
 * has 10,000 problems: the log and the error show ten).
 */
function summarised(problems) {
    if (problems.length <= PROBLEMS_SHOWN)
        return { shown: problems };
    const others = problems.slice(PROBLEMS_SHOWN);
    const byCode = new Map();
    for (const { code } of others)
        byCode.set(code, (byCode.get(code) ?? 0) + 1);
    const counts = [...byCode].map(([code, count]) => `${(0,format/* formatCount */.B4)(count)} ${code}`);
    return {
        shown: problems.slice(0, PROBLEMS_SHOWN),
        rest: `… and ${(0,format/* formatCount */.B4)(others.length)} more problems (${counts.join(', ')}).`
    };
}
/**
 * Sends an IPA: a file is streamed with progress lines in the log and sets the `size` output; a URL
 * is fetched by the service. The caller sets `sha256`: the answer may have been lost on the way.
 */
async function sendIpa(source, { log, outcome, item: about }, send, 
/** False where the caller sets `size` once it knows which file the record holds (submit). */
setsSize = true) {
    if (source.kind === 'url') {
        log.info(`Sending ${(0,signed_url/* shownUrl */.zA)(source.url)} for the service to fetch…`);
        return send({ about });
    }
    if (setsSize)
        outcome.record({ size: source.size });
    log.info(`Uploading ${(0,untrusted/* oneLine */.TN)(external_node_path_.basename(source.path), 120)} (${(0,format/* formatBytes */.z3)(source.size)})…`);
    const progressLog = new upload_progress/* UploadProgressLog */.vi(line => log.info(line));
    return send({
        about,
        onProgress: progress => (log.progress ? log.progress(progress) : progressLog.update(progress))
    });
}


/***/ }),

/***/ 2992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   POLICY: () => (/* binding */ POLICY),
/* harmony export */   checkNamed: () => (/* binding */ checkNamed),
/* harmony export */   checksFor: () => (/* binding */ checksFor),
/* harmony export */   codesOf: () => (/* binding */ codesOf),
/* harmony export */   nearestCode: () => (/* binding */ nearestCode),
/* harmony export */   refusesUnderStrict: () => (/* binding */ refusesUnderStrict)
/* harmony export */ });
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(613);
/* harmony import */ var _archive_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7214);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6429);



/**
 * Every check preflight makes, in the order docs/preflight.md lists them: the archive's (the zip,
 * the layout, the plists, the signing) and the App Store rules. Each code is stated once, here or in
 * its rule's declaration, and is what `preflight-skip` takes.
 */
const POLICY = [..._archive_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHIVE_CHECKS */ .x, ..._index_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y];
/** Every code of a check: its own, then those it covers. */
const codesOf = (check) => [check.code, ...(check.covers ?? [])];
/** The check a name designates: its code or one it covers, in any case. */
function checkNamed(name) {
    const wanted = name.trim().toLowerCase();
    return POLICY.find(check => codesOf(check).some(code => code.toLowerCase() === wanted));
}
/** The code closest to a mistyped one (a few letters off), for the message that refuses it. */
function nearestCode(name) {
    return (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(name.trim(), POLICY.flatMap(codesOf));
}
/**
 * Whether a problem stops a release under `strict`: a `warn` problem never does, nor does an App
 * Store rule for an upload, whose IPA is re-signed before it is submitted. (`warn` mode stops only
 * on `not-an-ipa`; src/ipa-input/ipa-file.ts applies the modes.)
 */
function refusesUnderStrict(problem, purpose) {
    return problem.level !== 'warn' && !(purpose === 'upload' && problem.appStoreRule === true);
}
/** The checks preflight makes for a purpose: a `submit` check for `submit` alone. */
function checksFor(purpose) {
    return POLICY.filter(check => check.level !== 'submit' || purpose === 'submit');
}


/***/ }),

/***/ 9041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ PROFILE_KIND_LABELS)
/* harmony export */ });
/** How each kind of profile is named, in the log, the summary and preflight problems alike. */
const PROFILE_KIND_LABELS = {
    development: 'development',
    'ad-hoc': 'ad hoc',
    enterprise: 'enterprise (in-house)',
    'app-store': 'App Store distribution'
};


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
    return (0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.codesOf)(check).some(code => wanted.has(code.toLowerCase()));
}
/** Where Apple says so, and the day it was read, apart. */
function sourceOf(check) {
    return (0,_ipa_rules_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceAndDate */ .v)(check.source);
}
/** The first web address in a source, to link the rule's help to. */
function linkOf(source) {
    return /https:\/\/[^\s()]+/.exec(source)?.[0];
}


/***/ }),

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ appCard),
/* harmony export */   W7: () => (/* binding */ fileOf),
/* harmony export */   XO: () => (/* binding */ appFacts)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ipa_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9041);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6590);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6627);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4011);






/**
 * What is being shipped, as rows of a facts table: the app, its versions, profile and file, and
 * preflight's count of `problems` (the same list the failure and the problems' table count).
 */
function appFacts(inspection, problems, file = {}) {
    return [...appRows(inspection), ...fileRows(inspection, problems, file)];
}
/** The app, its versions, its minimum OS, its profile and who signed it. */
function appRows({ app, profile }) {
    const name = app?.displayName || app?.bundleId;
    const versions = app?.shortVersion || app?.build
        ? `${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(app?.shortVersion ?? '?')} (${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(app?.build ?? '?')})`
        : undefined;
    const platform = app?.platform ? `${app.platform} ` : '';
    const expiry = profile?.expirationDate?.toISOString().slice(0, 10);
    const profileName = profile?.name ? ` — ${profile.name}` : '';
    const signer = `${profile?.teamName ?? ''} ${profile?.teamIdentifier ? `(${profile.teamIdentifier})` : ''}`;
    return [
        ['App', name ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(name) : undefined],
        ['Bundle id', app?.bundleId ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(app.bundleId) : undefined],
        ['Version (build)', versions],
        ['Minimum OS', app?.minimumOsVersion ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(`${platform}${app.minimumOsVersion}`) : undefined],
        [
            'Profile',
            profile
                ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(`${capitalised(_ipa_types_js__WEBPACK_IMPORTED_MODULE_1__/* .PROFILE_KIND_LABELS */ .h[profile.kind])}${profileName}${expiry ? `, expires ${expiry}` : ''}`)
                : undefined
        ],
        ['Signing team', signer.trim() ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(signer.trim()) : undefined]
    ];
}
/** The file, its hash, the checks skipped, and what preflight found. */
function fileRows(inspection, problems, { sha256, size, checked = true, url }) {
    const skipped = checked ? (inspection.skippedRules ?? []) : [];
    return [
        [
            'File',
            `${url ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(url) : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(node_path__WEBPACK_IMPORTED_MODULE_0__.basename(inspection.file))}${size !== undefined ? `, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(size)}` : ''}`
        ],
        [
            'SHA-256',
            sha256 ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(sha256) : url ? 'not known: read where it lives, not hashed' : undefined
        ],
        ['Checks skipped', skipped.length ? skipped.map(code => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(code)).join(', ') : undefined],
        ['Preflight', checked ? (0,_preflight_js__WEBPACK_IMPORTED_MODULE_3__/* .preflightCounts */ .m)(problems) : 'off']
    ];
}
/** The app's facts as a table of their own. */
function appCard(inspection, problems, file = {}) {
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .facts */ .Ix)(appFacts(inspection, problems, file));
}
/** What the app card says of the file: its size, and the URL it was read at. */
function fileOf(source, inspection) {
    if (source.kind === 'file')
        return { size: source.size };
    return { url: (0,_text_signed_url_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .zA)(source.url), size: inspection?.size };
}
function capitalised(label) {
    return label.charAt(0).toUpperCase() + label.slice(1);
}


/***/ }),

/***/ 8444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ checkSection)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8488);
/* harmony import */ var _app_card_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2554);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4011);



/**
 * One IPA `check` judged: the verdict, the problems that refuse it (with Apple's codes), then the
 * app's card, as submit's preflight shows them.
 */
function checkSection({ happened, facts, problems }) {
    const { inspection, source, sha256, purpose = 'submit' } = facts;
    const refusing = problems.filter(problem => problem.refuses).length;
    const warnings = problems.length - refusing;
    const headline = happened === 'refused'
        ? `❌ **Would be refused** (${purpose}): ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(refusing, 'problem')}${warnings ? `, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warnings, 'warning')}` : ''}.`
        : `✅ **Nothing would be refused** (${purpose})${warnings ? `: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warnings, 'warning')}` : ''}.`;
    const card = inspection && source
        ? (0,_app_card_js__WEBPACK_IMPORTED_MODULE_0__/* .appCard */ .Um)(inspection, problems, { sha256, ...(0,_app_card_js__WEBPACK_IMPORTED_MODULE_0__/* .fileOf */ .W7)(source, inspection) })
        : '';
    return [headline, (0,_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .preflightTable */ .S)(problems, inspection?.file), card].filter(Boolean).join('\n\n');
}


/***/ }),

/***/ 4011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ preflightTable),
/* harmony export */   m: () => (/* binding */ preflightCounts)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6590);



/** Problems past which the table says "and N more" (the log lists the first ten, counts the rest). */
const PROBLEMS_SHOWN = 50;
/**
 * The problems that refuse the IPA, one row each: Apple's code (or the check's) in its own column,
 * then the problem and its fix, without the code and the file name the log's sentence carries.
 */
function preflightTable(problems, file) {
    const refusing = problems.filter(problem => problem.refuses);
    if (refusing.length === 0)
        return '';
    const name = file ? node_path__WEBPACK_IMPORTED_MODULE_0__.basename(file) : undefined;
    return [
        `**${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(refusing.length, 'problem')} that refuse the IPA**`,
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['Code', 'Problem'], refusing.map(problem => [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(problem.code), (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdMessage */ .be)(inTable(problem, name), 600)]), { limit: PROBLEMS_SHOWN, left: true })
    ].join('\n\n');
}
/** How preflight counts the problems of an IPA: those that refuse it, and those that only warn. */
function preflightCounts(problems) {
    const refusing = problems.filter(problem => problem.refuses).length;
    const warning = problems.length - refusing;
    if (problems.length === 0)
        return 'no problem found';
    const parts = [
        refusing > 0 ? `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(refusing, 'problem')} that refuse it` : undefined,
        warning > 0 ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warning, 'warning') : undefined
    ];
    return `${parts.filter(Boolean).join(', ')} (listed above)`;
}
/** A problem's sentence as a row says it: its code has a column, the file is the summary's. */
function inTable({ code, message }, file) {
    const text = file && message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
    return text.replace(` (${code})`, '').replace(`(${code}: `, '(');
}


/***/ })

};

//# sourceMappingURL=943.index.js.map