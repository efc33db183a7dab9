export const id = 44;
export const ids = [44];
export const modules = {

/***/ 6044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readDeleteIpaInputs: () => (/* binding */ readDeleteIpaInputs)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _service_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7933);
/* harmony import */ var _fleet_handed_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(693);




async function readDeleteIpaInputs(inputs) {
    const { referred, setting } = inputs.names;
    return inputs.check(() => {
        const ids = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId);
        const keep = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest);
        if (ids && keep) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, `and ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest)} are both set: give the ids to delete, or how many of the newest to keep, not both.`);
        }
        if (keep) {
            const what = 'how many of the newest IPAs to keep';
            return {
                kind: 'keep-latest',
                keep: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest, keep, { min: 0, max: 100_000, what })
            };
        }
        if (!ids) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, `is empty, and so is ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest)}: give the ids to delete, or ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest, 'N')}.`);
        }
        // The ipa-ids output of an upload of several, a JSON array, as it was printed.
        const list = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseIds */ .Ae)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, (0,_fleet_handed_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .asPrintedList */ .vB)(ids));
        // `.` and `..` pass as characters, but would name another path than the IPA's.
        const steps = list.filter(id => (0,_service_records_js__WEBPACK_IMPORTED_MODULE_2__/* .pathSegmentProblem */ .iF)(id));
        if (steps.length > 0) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, `has ids that name a path step, not an IPA: ${steps.map(id => `'${id}'`).join(', ')}. Use the ids from list-ipas.`);
        }
        return { kind: 'ids', ids: list };
    });
}


/***/ }),

/***/ 693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ handedOver),
/* harmony export */   b0: () => (/* binding */ HANDED_AS_LIST),
/* harmony export */   vB: () => (/* binding */ asPrintedList)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);

/**
 * The output in which a fleet hands on the ids an input takes, as a JSON array (`submit --multiple`
 * prints APP_DEPLOY_SUBMISSION_IDS, `upload --multiple` APP_DEPLOY_IPA_IDS): a later command reads
 * it where it reads the input's own line.
 */
const HANDED_AS_LIST = {
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds,
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds,
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds
};
/**
 * The ids of a list as a fleet prints it, a JSON array of strings (or numbers), one a line (its
 * quotes taken by a shell too); the text as it is when it is not one (lines or commas, as a user
 * writes them). Split on its commas, the array would make ids of `["sub_1"` and `"sub_2"]`.
 */
function asPrintedList(text) {
    if (!text.trimStart().startsWith('['))
        return text;
    try {
        const ids = JSON.parse(text);
        if (Array.isArray(ids) && ids.every(id => typeof id === 'string' || typeof id === 'number'))
            return ids.join('\n');
    }
    catch {
        // Not JSON: a shell that read the dotenv line (`source`, `export $(… | xargs)`) took its quotes,
        // leaving `[sub_1,sub_2]`: its ids, one a line, not `[sub_1`.
    }
    const bare = /^\s*\[([^[\]]*)\]\s*$/.exec(text);
    return bare ? bare[1].split(',').join('\n') : text;
}
/**
 * An input's value from what earlier commands printed: its own line (`single`), its fleet's list, or
 * both, read together: every id of the list, then the single id when the list does not hold it (a
 * fleet of one prints both, the same id; the dotenv reports of two jobs, one of one app and one of a
 * fleet, hand on all their ids). Undefined when neither was printed.
 */
function handedOver(single, list) {
    if (list === undefined || list.trim() === '')
        return single;
    const ids = asPrintedList(list)
        .split(/[\n\r,]+/)
        .map(id => id.trim())
        .filter(Boolean);
    const one = single?.trim();
    return (one && !ids.includes(one) ? [...ids, one] : ids).join('\n');
}


/***/ }),

/***/ 7933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ readUnsignedIpa),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   JT: () => (/* binding */ RecordProblem),
/* harmony export */   JU: () => (/* binding */ withoutSecretDeep),
/* harmony export */   Qx: () => (/* reexport safe */ _path_segment_js__WEBPACK_IMPORTED_MODULE_1__.Q),
/* harmony export */   VY: () => (/* binding */ readSubmission),
/* harmony export */   Yz: () => (/* binding */ readCredential),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   aC: () => (/* binding */ isSubmissionRecord),
/* harmony export */   iF: () => (/* reexport safe */ _path_segment_js__WEBPACK_IMPORTED_MODULE_1__.i),
/* harmony export */   qY: () => (/* binding */ asRecord)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9209);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5756);
/* harmony import */ var _path_segment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8372);



// The rule an id read here meets, for the modules that check ids given elsewhere too.

/**
 * How the service's answers are read into records: lenient where the specification is silent (a
 * record or an array holding it, a list wrapped or not, unknown fields kept), strict where it is not
 * and where a value is used: an id goes into a URL path, a team id into the submission. A field that
 * does not fit throws a RecordProblem (which field, what came), before anything uses the record.
 */
/**
 * A parsed answer with the secret replaced in every string (keys included), and whether it held
 * any: then its text holds it too, maybe spelled with escapes. Walks without recursion and changes
 * the value in place: give it a value of its own, fresh from JSON.parse.
 */
function withoutSecretDeep(value, secret) {
    const { scrub, shows: showsAny } = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .scrubberFor */ .uS)(secret);
    let found = false;
    const shows = (text) => {
        if (!showsAny(text))
            return false;
        found = true;
        return true;
    };
    if (typeof value === 'string')
        return { value: scrub(value), found: shows(value) };
    const pending = [value];
    while (pending.length > 0) {
        const node = pending.pop();
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                const item = node[i];
                if (typeof item === 'string') {
                    if (shows(item))
                        node[i] = scrub(item);
                }
                else if (typeof item === 'object' && item !== null)
                    pending.push(item);
            }
        }
        else if (isObject(node)) {
            for (const key of Object.keys(node)) {
                const item = node[key];
                let name = key;
                if (shows(key)) {
                    name = scrub(key);
                    delete node[key];
                    Object.defineProperty(node, name, {
                        value: item,
                        enumerable: true,
                        writable: true,
                        configurable: true
                    });
                }
                if (typeof item === 'string') {
                    if (shows(item))
                        node[name] = scrub(item);
                }
                else if (typeof item === 'object' && item !== null)
                    pending.push(item);
            }
        }
    }
    return { value, found };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A field of the service's answer that the action cannot use: which one, and what came instead. */
class RecordProblem extends Error {
    where;
    field;
    id;
    constructor(
    /** `record 2`, `credential 1, team 3`; empty for the only record of an answer. */
    where, field, value, expected, 
    /** The record's id, when it could be read: what a create made all the same. */
    id) {
        super(`${where ? `${where}: ` : ''}${field} is ${shown(value)}, ${expected}`);
        this.where = where;
        this.field = field;
        this.id = id;
        this.name = 'RecordProblem';
    }
}
/** A value as a message shows it: its kind, and its start, sanitised. */
function shown(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    const text = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(JSON.stringify(value) ?? String(value), 60);
    if (Array.isArray(value))
        return `an array ${text}`;
    if (typeof value === 'object')
        return `an object ${text}`;
    if (typeof value === 'number' && !Number.isFinite(value))
        return 'a number too large for JSON';
    return text;
}
/** The id of a record: a non-empty string or a finite number, fit to be one URL path segment. */
function readId(record, where) {
    const value = record.id;
    const valid = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (!valid)
        throw new RecordProblem(where, 'id', value, 'not a string or a number');
    const id = String(value);
    const problem = (0,_path_segment_js__WEBPACK_IMPORTED_MODULE_1__/* .pathSegmentProblem */ .i)(id);
    if (problem)
        throw new RecordProblem(where, 'id', value, `which cannot be used: it is ${problem}`);
    return id;
}
/**
 * A text field, '' when absent: a string, or with `numbers` also a number written as one (a name or a
 * status may come as a number; a date or a URL may not).
 */
function readText(record, field, where, { id, numbers = true } = {}) {
    const value = record[field];
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (numbers && typeof value === 'number' && Number.isFinite(value))
        return String(value);
    throw new RecordProblem(where, field, value, 'not a string', id);
}
const MAX_INT32 = 2_147_483_647;
/** A whole number (or a string of digits), from `min` to the largest int32. */
function readInteger(record, field, where, min) {
    const value = record[field];
    const number = typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
            ? Number(value)
            : NaN;
    if (!Number.isInteger(number) || number < min || number > MAX_INT32) {
        throw new RecordProblem(where, field, value, `not a whole number from ${min} to ${MAX_INT32}`);
    }
    return number;
}
function recordOf(item, where) {
    if (isObject(item))
        return item;
    throw new RecordProblem(where, 'the record', item, 'not an object');
}
/** Keys under which servers commonly wrap a list (`{data: [...]}`). */
const LIST_WRAPPERS = ['data', 'items', 'results', 'records'];
/**
 * A list answer: an array, an object wrapping one under a key of LIST_WRAPPERS, or a single record,
 * taken as a list of one (its own arrays, such as a credential's `teams`, are not the list).
 */
function asArray(answer, method, path) {
    const { json } = answer;
    if (Array.isArray(json))
        return json;
    if (json === null)
        return [];
    if (isObject(json)) {
        const wrapper = LIST_WRAPPERS.find(key => Array.isArray(json[key]));
        return wrapper ? json[wrapper] : [json];
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx(method, path.split('?')[0], answer.status, 'the answer is not a list', JSON.stringify(json));
}
/** A record answer: the record, or an array holding it. */
function asRecord(answer, method, path, outcome) {
    const { json } = answer;
    const record = Array.isArray(json) ? json[0] : json;
    if (isObject(record))
        return record;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx(method, path, answer.status, 'the answer holds no record', JSON.stringify(json), { outcome });
}
/** A credential and its teams: each team_id is a whole number, since it is sent back as one. */
function readCredential(item, where = '') {
    const record = recordOf(item, where);
    const inside = (part) => (where ? `${where}, ${part}` : part);
    const teams = record.teams ?? [];
    if (!Array.isArray(teams))
        throw new RecordProblem(where, 'teams', teams, 'not an array');
    const credential_id = readInteger(record, 'credential_id', where, 0);
    return {
        ...record,
        name: readText(record, 'name', where),
        credential_id,
        teams: teams.map((entry, index) => {
            const team = recordOf(entry, inside(`team ${index + 1}`));
            return {
                ...team,
                name: readText(team, 'name', inside(`team ${index + 1}`)),
                team_id: readInteger(team, 'team_id', inside(`team ${index + 1}`), 1)
            };
        })
    };
}
function readUnsignedIpa(item, where = '') {
    const record = recordOf(item, where);
    const id = readId(record, where);
    return {
        ...record,
        id,
        source: readText(record, 'source', where, { id, numbers: false }),
        created_at: readText(record, 'created_at', where, { id, numbers: false })
    };
}
/**
 * Whether an item is this submission's record with a status: its id matches (or, for the only item
 * of a record route, is absent) and its status is a string or a number.
 */
function isSubmissionRecord(item, id, idOptional) {
    if (!isObject(item))
        return false;
    const status = item.status;
    if (!((typeof status === 'string' && status.trim() !== '') || typeof status === 'number'))
        return false;
    if (item.id === undefined || item.id === null)
        return idOptional;
    return (typeof item.id === 'string' || typeof item.id === 'number') && String(item.id) === id;
}
/** A submission; `knownId` stands in for an id that a status record leaves out. */
function readSubmission(item, where = '', knownId) {
    const record = recordOf(item, where);
    const absent = record.id === undefined || record.id === null;
    const id = absent && knownId !== undefined ? knownId : readId(record, where);
    return {
        ...record,
        id,
        status: readText(record, 'status', where, { id }),
        created_at: readText(record, 'created_at', where, { id, numbers: false })
    };
}


/***/ })

};

//# sourceMappingURL=44.index.js.map