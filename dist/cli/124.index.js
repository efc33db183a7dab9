export const id = 124;
export const ids = [124];
export const modules = {

/***/ 9124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readStatusInputs: () => (/* binding */ readStatusInputs)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9209);
/* harmony import */ var _service_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7933);
/* harmony import */ var _fleet_handed_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(693);






/**
 * Several values of one input: lines or commas, each trimmed, empty ones dropped. Not splitList's
 * spaces: an id the service made may hold one.
 */
function valuesOf(text) {
    return text
        .split(/[\n\r,]+/)
        .map(value => value.trim())
        .filter(Boolean);
}
/**
 * The ids given: lines or commas, or the JSON array of submit's submission-ids (or deployment-ids)
 * output as it is.
 */
function idsOf(text) {
    return valuesOf((0,_fleet_handed_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .asPrintedList */ .vB)(text));
}
async function readStatusInputs(inputs) {
    const given = idsOf(inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId));
    if (given.length === 0) {
        inputs.problem(`${inputs.describe(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)} is required by the status command: give it the id of a submission made earlier (${inputs.names.output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)} of submit), or several (${inputs.names.output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds)} of a submit of several, as it is).`);
    }
    const idsHold = given.length > 0 && idsHoldUp(inputs, given);
    const wait = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoolean */ .yG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Wait, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Wait)));
    const waitTimeoutMs = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout)));
    const pollIntervalMs = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PollInterval, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PollInterval)));
    const githubToken = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken);
    const deploymentIds = idsOf(inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)).map(value => inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, value, {
        min: 1,
        max: Number.MAX_SAFE_INTEGER,
        what: `the id of the GitHub Deployment submit made, ${inputs.names.output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentId)}`
    })));
    if (deploymentIds.length > 0 && !githubToken) {
        inputs.problem(`${inputs.describe(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} is given without ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)}: the deployment's status cannot be changed without a token. Give ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)} a token allowed to write deployments (in a workflow, \`github.token\` with 'permissions: deployments: write'), or leave ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} out.`);
    }
    const submissions = given.length > 0 ? pairs(inputs, given, deploymentIds, githubToken) : undefined;
    if (!idsHold || !submissions || wait === undefined || !waitTimeoutMs || !pollIntervalMs)
        return undefined;
    return {
        submissions,
        wait,
        waitTimeoutMs,
        pollIntervalMs,
        tokenWithoutDeployment: Boolean(githubToken) && deploymentIds.length === 0
    };
}
/** Whether every id may be one; those that cannot are told in one problem (one id, as ever). */
function idsHoldUp(inputs, ids) {
    const problemOf = (id) => 
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f\x7f]/.test(id)
        ? 'holds a control character'
        : id.length > _service_records_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ID_LENGTH */ .Qx
            ? `is ${id.length} characters long`
            : undefined;
    const named = inputs.describe(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId);
    const asIs = `${inputs.names.output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)} of submit as it is`;
    if (ids.length === 1) {
        if (!problemOf(ids[0]))
            return true;
        inputs.problem(`${named} holds a control character or is over ${_service_records_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ID_LENGTH */ .Qx} characters: give ${asIs}.`);
        return false;
    }
    const bad = ids.flatMap((id, i) => {
        const problem = problemOf(id);
        return problem ? [`the ${ordinal(i + 1)} ('${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(id, 40)}') ${problem}`] : [];
    });
    if (bad.length === 0)
        return true;
    inputs.problem(`${named} has ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(bad.length, 'id')} of ${ids.length} that cannot be one: ${bad.join('; ')}. An id has no control character and at most ${_service_records_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ID_LENGTH */ .Qx} characters: give each as ${asIs}.`);
    return false;
}
/**
 * Each submission with its deployment: deployment-id's ids pair with submission-id's in order, so
 * that each deployment's status follows its own submission. An id given twice is followed once.
 */
function pairs(inputs, ids, deploymentIds, token) {
    if (deploymentIds.length === 0)
        return [...new Set(ids)].map(submissionId => ({ submissionId }));
    if (deploymentIds.length !== ids.length) {
        inputs.problem(`${inputs.describe(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} holds ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(deploymentIds.length, 'id')} for ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(ids.length, 'submission id')}: give one deployment per submission, in the same order as the submission ids, or leave ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} out.`);
        return undefined;
    }
    // A bad deployment id, or no token: told already.
    if (!token || deploymentIds.some(id => id === undefined))
        return undefined;
    const followed = new Map();
    const followedBy = new Map();
    let paired = true;
    ids.forEach((submissionId, i) => {
        const id = deploymentIds[i];
        const earlier = followed.get(submissionId)?.deployment?.id;
        const other = followedBy.get(id);
        if (earlier !== undefined && earlier !== id) {
            paired = false;
            inputs.problem(`${inputs.describe(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)} gives ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(submissionId, 60)} twice, paired with GitHub Deployments ${earlier} and ${id}: one submission has one deployment.`);
        }
        else if (other !== undefined && other !== submissionId) {
            paired = false;
            inputs.problem(`${inputs.describe(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} gives GitHub Deployment ${id} to both ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(other, 60)} and ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(submissionId, 60)}: each submission has a deployment of its own.`);
        }
        followedBy.set(id, submissionId);
        if (earlier === undefined)
            followed.set(submissionId, { submissionId, deployment: { token, id } });
    });
    return paired ? [...followed.values()] : undefined;
}
function ordinal(n) {
    const last = n % 10;
    const teen = Math.floor(n / 10) % 10 === 1;
    return `${n}${!teen && last >= 1 && last <= 3 ? ['st', 'nd', 'rd'][last - 1] : 'th'}`;
}


/***/ })

};

//# sourceMappingURL=124.index.js.map