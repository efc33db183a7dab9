export const id = 551;
export const ids = [551];
export const modules = {

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   exitCodeOf: () => (/* binding */ exitCodeOf)
/* harmony export */ });
/* unused harmony exports EXIT, failureDocument, EXIT_CODES_HELP */
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2152);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3172);
/* harmony import */ var _inputs_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9066);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1522);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5518);






/** The command-line tool's exit codes, as `--help` and the README list them. */
const EXIT = {
    done: 0,
    workFailed: 1,
    badInput: 2,
    refused: 3,
    notFound: 4,
    serviceFailed: 5,
    /** Added after 0 to 5, which scripts already test: a code is never renumbered. */
    requestRefused: 6
};
/** A failure's kind in --json's error document, by exit code: the exit codes' names, as words. */
const KINDS = {
    [EXIT.workFailed]: 'work-failed',
    [EXIT.badInput]: 'bad-input',
    [EXIT.refused]: 'refused',
    [EXIT.notFound]: 'not-found',
    [EXIT.serviceFailed]: 'service-failed',
    [EXIT.requestRefused]: 'request-refused',
    [_commands_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_EXIT_CODES */ .V$.SIGINT]: 'stopped',
    [_commands_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_EXIT_CODES */ .V$.SIGTERM]: 'stopped'
};
/** What --json prints when a command fails: what failed, as the log says it, and the exit code. */
function failureDocument(exitCode, message, outputs = {}) {
    return { error: { kind: KINDS[exitCode] ?? 'work-failed', message, exitCode }, outputs };
}
/** The exit codes as --help lists them, each with its kind in --json's error document. */
const EXIT_CODES_HELP = [
    '0  done',
    `1  ${KINDS[EXIT.workFailed]}: a failure status, a wait past --wait-timeout, no analytics day readable`,
    `2  ${KINDS[EXIT.badInput]}: bad input or a preflight refusal; nothing was sent`,
    `3  ${KINDS[EXIT.refused]}: authentication refused (HTTP 401 or 403; a proxy's 407 to the credentials given)`,
    `4  ${KINDS[EXIT.notFound]}: an unknown submission or app`,
    `5  ${KINDS[EXIT.serviceFailed]}: the service or the network failed after the retries`,
    `6  ${KINDS[EXIT.requestRefused]}: the service refused the request as sent (HTTP 400, 413, 422, another 4xx)`,
    `130, 143  ${KINDS[_commands_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_EXIT_CODES */ .V$.SIGINT]} by SIGINT (Ctrl-C) or SIGTERM: the result printed says what was done`
];
/** The exit code of a command that threw `error`. */
function exitCodeOf(error) {
    if (error instanceof _inputs_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .InputErrors */ .G)
        return EXIT.badInput;
    if (error instanceof _commands_command_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CommandError */ .Q) {
        const byKind = {
            work: EXIT.workFailed,
            input: EXIT.badInput,
            'not-found': EXIT.notFound,
            service: EXIT.serviceFailed
        };
        return byKind[error.kind];
    }
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7) {
        if (error.status === 401 || error.status === 403)
            return EXIT.refused;
        if (error.status === 404)
            return EXIT.notFound;
        if ((0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__/* .isTransientStatus */ .Dm)(error.status) || isOurConflict(error))
            return EXIT.serviceFailed;
        // A refusal of the request as sent (400, 413, 422, …): not a build that failed (exit 1).
        if (error.status >= 400 && error.status < 500)
            return EXIT.requestRefused;
        return EXIT.workFailed;
    }
    // A proxy that refused the credentials given: they must be mended, as a refused key must.
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__/* .TransportError */ .w && error.proxy?.status === 407 && error.proxy.credentials)
        return EXIT.refused;
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__/* .TransportError */ .w || error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx)
        return EXIT.serviceFailed;
    return EXIT.workFailed;
}
/**
 * A 409 to a create: every create carries this run's Idempotency-Key, so the conflict is with our
 * own earlier request, still in flight (the same key later gets its answer). The service is busy
 * with what we asked, not refusing it: told as a failure of the service, to try again.
 */
function isOurConflict(error) {
    return error.status === 409 && error.method === 'POST';
}


/***/ })

};

//# sourceMappingURL=551.index.js.map