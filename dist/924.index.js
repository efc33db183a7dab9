export const id = 924;
export const ids = [924];
export const modules = {

/***/ 924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTeams: () => (/* binding */ runTeams)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var inputs_names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/account/teams.ts
var account_teams = __webpack_require__(7397);
;// CONCATENATED MODULE: ./src/commands/teams/summary.ts

function teamsSummary(teams) {
    if (teams.length === 0)
        return 'No team is linked to this account: link App Store credentials on the service first.';
    return (0,account_teams/* teamsTable */.B)(teams);
}

;// CONCATENATED MODULE: ./src/commands/teams/run.ts





/** Teams listed one per line in the log; the summary and the json output have the rest. */
const LOGGED = 200;
/** Lists every linked credential and its teams: where a `team-id` for submit comes from. */
async function runTeams(_config, { client, log, outputs, summary, names }) {
    const answer = await client.listTeams();
    const list = (0,account_teams/* flattenTeams */.n)(answer.data);
    outputs.set(inputs_names/* Outputs */.tY.Count, list.length);
    outputs.json(answer.json);
    const distinct = new Set(list.map(team => team.id));
    if (distinct.size === 1)
        outputs.set(inputs_names/* Outputs */.tY.TeamId, list[0].id);
    log.info(`${(0,format/* plural */.LS)(list.length, 'team')} across ${(0,format/* plural */.LS)(answer.data.length, 'credential')}:`);
    for (const team of list.slice(0, LOGGED))
        log.info(`  ${team.id}  ${(0,untrusted/* oneLine */.TN)(team.name)}  (${(0,untrusted/* oneLine */.TN)(team.account)})`);
    if (list.length > LOGGED)
        log.info(`  … and ${list.length - LOGGED} more (${names.output(inputs_names/* Outputs */.tY.Json)} has them all).`);
    summary.add(teamsSummary(list));
}


/***/ })

};

//# sourceMappingURL=924.index.js.map