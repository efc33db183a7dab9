export const id = 893;
export const ids = [893];
export const modules = {

/***/ 4893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSubmit: () => (/* binding */ runSubmit)
});

// EXTERNAL MODULE: ./src/fleet/report.ts
var report = __webpack_require__(5860);
// EXTERNAL MODULE: ./src/fleet/share.ts + 1 modules
var share = __webpack_require__(8008);
// EXTERNAL MODULE: ./src/fleet/run-fleet.ts + 2 modules
var run_fleet = __webpack_require__(7753);
// EXTERNAL MODULE: ./src/account/teams.ts
var account_teams = __webpack_require__(7397);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/ipa-input/bundle-id.ts
var bundle_id = __webpack_require__(2707);
// EXTERNAL MODULE: ./src/ipa-input/find-ipa-files.ts
var find_ipa_files = __webpack_require__(1557);
// EXTERNAL MODULE: ./src/fleet-manifest/fields.ts
var fields = __webpack_require__(4949);
;// CONCATENATED MODULE: ./src/fleet-manifest/match.ts
/**
 * The entries that name an IPA: by its bundle id (any case), or by a glob that matched its file
 * (`filesOf`: the real paths an `ipa` entry's glob matched). One is the IPA's entry; none or two
 * are input problems the caller words.
 */
function entriesNaming(ipa, entries, filesOf) {
    const bundleId = ipa.bundleId?.toLowerCase();
    return entries.filter(entry => 'bundleId' in entry.match
        ? bundleId !== undefined && entry.match.bundleId.toLowerCase() === bundleId
        : filesOf(entry).has(ipa.path));
}
/** Whether any entry names IPAs by bundle id, so that each IPA's must be read to match it. */
function needsBundleIds(entries) {
    return entries.some(entry => 'bundleId' in entry.match);
}

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
;// CONCATENATED MODULE: ./src/commands/submit/manifest.ts







/**
 * A fleet's manifest at work: each IPA's entry found (by its file, or its bundle id read first), and
 * its release given the entry's team, notify e-mails and preflight skips, the step's where the entry
 * says none. Which entries named an IPA, for a dry run to list those that did not.
 */
class ManifestReleases {
    manifest;
    named = new Set();
    files;
    constructor(manifest) {
        this.manifest = manifest;
    }
    /** The release of one IPA as its entry says; an IPA no entry names, or two do, is refused. */
    async releaseOf(release, context) {
        const { source } = release;
        // A URL is refused with the manifest at reading: only files are matched.
        if (source.kind !== 'file')
            return release;
        const files = await (this.files ??= this.globbed());
        const path = await (0,promises_.realpath)(source.path).catch(() => source.path);
        const bundleId = needsBundleIds(this.manifest.entries) ? await (0,bundle_id/* bundleIdOf */.H)(path) : undefined;
        const entries = entriesNaming({ path, bundleId }, this.manifest.entries, entry => files.get(entry) ?? new Set());
        if (entries.length !== 1)
            throw new command_error/* CommandError */.Q({
                type: 'manifest-match',
                manifest: this.manifest.file,
                label: context.item ?? (0,untrusted/* oneLine */.TN)(source.path, 120),
                bundleId,
                entries: entries.map(fields/* entryName */.MB)
            }, 'input');
        const [entry] = entries;
        this.named.add(entry);
        context.log.info(`Manifest entry: ${(0,untrusted/* oneLine */.TN)((0,fields/* entryName */.MB)(entry), 300)}.`);
        return { ...release, ...settingsOf(entry, release) };
    }
    /** The entries that named no IPA of this run (a shard sends part of a fleet, say). */
    unnamed() {
        return this.manifest.entries.filter(entry => !this.named.has(entry));
    }
    /** The files each `ipa` entry's glob matches, globbed once for every IPA. */
    async globbed() {
        const byGlob = this.manifest.entries.flatMap(entry => 'ipa' in entry.match ? [[entry, entry.match.ipa]] : []);
        const found = await Promise.all(byGlob.map(([, glob]) => (0,find_ipa_files/* filesMatching */.N)(glob)));
        return new Map(byGlob.map(([entry], i) => [entry, found[i]]));
    }
}
/** What an entry sets, over the step's inputs: a team it names replaces the step's choice whole. */
function settingsOf(entry, step) {
    const { teamId, teamName } = entry;
    return {
        team: teamId !== undefined
            ? { kind: 'id', id: teamId, name: teamName }
            : teamName !== undefined
                ? { kind: 'name', name: teamName }
                : step.team,
        notifyEmails: entry.notifyEmails ?? step.notifyEmails,
        preflightSkip: entry.preflightSkip ?? step.preflightSkip
    };
}

// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/inputs/names.ts
var inputs_names = __webpack_require__(5585);
;// CONCATENATED MODULE: ./src/commands/submit/team.ts





/** No team could be chosen: the message lists the teams for the log, the summary shows them as a table. */
class TeamChoiceError extends command_error/* CommandError */.Q {
    choice;
    teams;
    constructor(choice, teams = []) {
        super({ type: 'team-choice', choice, teams }, 'input');
        this.choice = choice;
        this.teams = teams;
        this.name = 'TeamChoiceError';
    }
}
/**
 * Picks the team to submit to: `team-id`, else the team whose name matches `team-name`
 * (case-insensitive), else the account's only team, else the one whose name is the Apple team of
 * the IPA's provisioning profile (`profileTeam`, its TeamName; case-insensitive).
 */
function resolveTeam(credentials, choice, profileTeam) {
    const teams = (0,account_teams/* flattenTeams */.n)(credentials);
    const unique = (list) => [
        ...new Map(list.map(t => [t.id, t])).values()
    ];
    const refuse = (why, listed = []) => new TeamChoiceError(why, listed);
    if (choice.kind === 'id') {
        const team = teams.find(t => t.id === choice.id);
        if (!team)
            throw refuse({ why: 'id-unknown', id: choice.id }, teams);
        return { id: team.id, name: team.name, account: team.account, credentialId: team.credentialId };
    }
    if (choice.kind === 'name') {
        const wanted = choice.name.trim().toLowerCase();
        const matches = unique(teams.filter(t => t.name.trim().toLowerCase() === wanted));
        if (matches.length === 1) {
            const [team] = matches;
            return {
                id: team.id,
                name: team.name,
                account: team.account,
                credentialId: team.credentialId
            };
        }
        if (matches.length > 1)
            throw refuse({ why: 'name-ambiguous', name: choice.name }, matches);
        throw refuse({ why: 'name-unknown', name: choice.name }, teams);
    }
    const distinct = unique(teams);
    if (distinct.length === 1) {
        const [team] = distinct;
        return { id: team.id, name: team.name, account: team.account, credentialId: team.credentialId };
    }
    if (distinct.length === 0)
        throw refuse({ why: 'no-teams' });
    if (!profileTeam?.trim())
        throw refuse({ why: 'several', count: distinct.length }, distinct);
    const wanted = profileTeam.trim().toLowerCase();
    const matches = distinct.filter(t => t.name.trim().toLowerCase() === wanted);
    if (matches.length === 1) {
        const [team] = matches;
        const { id, name, account, credentialId } = team;
        return { id, name, account, credentialId, fromProfile: profileTeam };
    }
    const count = distinct.length;
    throw refuse({ why: 'profile', count, profileTeam, matching: matches.length }, matches.length > 1 ? matches : distinct);
}
/**
 * The warning for the IPAs of a fleet whose provisioning profile names another Apple team than the
 * one `team-id` (or `team-name`, or the account's only team) sends them to, naming both: App Store
 * Connect takes a build for the team that signed it. Undefined when every profile agrees, or when
 * the team was chosen by the profile, or its name is unknown. Its advice is what works: leaving the
 * team out sends each IPA to the team its profile names only where that is one team of the account
 * (`accountTeams`, undefined when the listing could not be read).
 */
function profileTeamWarning(items, choice, { referred }, accountTeams) {
    const differ = items.filter(({ team, profile }) => {
        const named = profile?.teamName?.trim().toLowerCase();
        return !team.fromProfile && team.name && named && named !== team.name.trim().toLowerCase();
    });
    if (differ.length === 0)
        return undefined;
    const one = differ.length === 1;
    const sentBy = choice.kind === 'id'
        ? `the one ${referred(inputs_names/* Inputs */.G0.TeamId)} ${choice.id} sends every IPA to`
        : choice.kind === 'name'
            ? `the one ${referred(inputs_names/* Inputs */.G0.TeamName)} '${(0,untrusted/* oneLine */.TN)(choice.name, 100)}' sends every IPA to`
            : "the account's only team, where every IPA goes";
    // One clause per pair of teams, naming its IPAs: a fleet signed alike is said once.
    const byPair = new Map();
    for (const { label, team, profile } of differ) {
        const apple = profile?.teamIdentifier ? ` (${(0,untrusted/* oneLine */.TN)(profile.teamIdentifier, 20)})` : '';
        const names = `'${(0,untrusted/* oneLine */.TN)(profile?.teamName ?? '', 100)}'${apple}`;
        const goesTo = `'${(0,untrusted/* oneLine */.TN)(team.name ?? '', 100)}' (${team.id})`;
        const pair = byPair.get(`${names} ${goesTo}`) ?? { names, goesTo, labels: [] };
        pair.labels.push(label);
        byPair.set(`${names} ${goesTo}`, pair);
    }
    const each = [...byPair.values()].map(({ names, goesTo, labels }) => labels.length === 1
        ? `${labels[0]}'s profile names ${names}, but it goes to ${goesTo}`
        : `the profiles of ${labels.join(', ')} name ${names}, but they go to ${goesTo}`);
    // Left out, the team is the one of the account its profile names: only where there is one such.
    const ownTeam = ({ profile }) => (accountTeams ?? []).filter(t => t.name.trim().toLowerCase() === profile?.teamName?.trim().toLowerCase()).length === 1;
    const fix = choice.kind !== 'only' && differ.every(ownTeam)
        ? `Leave ${referred(inputs_names/* Inputs */.G0.TeamId)} and ${referred(inputs_names/* Inputs */.G0.TeamName)} out, so that each IPA goes to the team its profile names, or send ${one ? 'it' : 'each'} apart, with the ${referred(inputs_names/* Inputs */.G0.TeamId)} of the team its profile names.`
        : `Sign ${one ? 'it' : 'each'} with a profile of the team it goes to, or link the credentials of the team its profile names to the account${choice.kind === 'only' ? '' : ` and send ${one ? 'it' : 'each'} apart, with that team's ${referred(inputs_names/* Inputs */.G0.TeamId)}`}.`;
    return `${(0,format/* plural */.LS)(differ.length, 'IPA')} of ${items.length} ${one ? 'is' : 'are'} signed for another Apple team than ${sentBy}: ${each.join('; ')}. App Store Connect takes a build only for the team that signed it. ${fix}`;
}
/** A choice that was given (team-id, team-name, or none at all), not left to each IPA's profile. */
const GIVEN = new Set([
    'id-unknown',
    'name-ambiguous',
    'name-unknown',
    'no-teams'
]);
/**
 * The team refusals of a fleet's IPAs as one: a team-id (team-name) every IPA shares is said once,
 * and the IPAs whose profile names no team of the account are named together; both list the
 * account's teams, and say that a team-id applies to every IPA sent together (failures/team.ts).
 */
function fleetTeamRefusal(refused) {
    const team = refused.filter((item) => item.error instanceof TeamChoiceError);
    if (team.length === 0)
        return undefined;
    const teams = team.find(item => item.error.teams.length > 0)?.error.teams ?? [];
    const labels = team.map(item => item.label);
    const shared = team.find(item => GIVEN.has(item.error.choice.why));
    if (shared)
        return { labels, teams, shared: { choice: shared.error.choice, teams: shared.error.teams } };
    const profiles = team.map(({ label, error }) => ({
        label,
        profileTeam: error.choice.why === 'profile' ? error.choice.profileTeam : undefined
    }));
    return { labels, teams, profiles };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/service/requests.ts
var requests = __webpack_require__(3957);
// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __webpack_require__(3894);
// EXTERNAL MODULE: ./src/github-deployments/deployment.ts + 2 modules
var github_deployments_deployment = __webpack_require__(8673);
// EXTERNAL MODULE: ./src/follow-submission/follow-submission.ts
var follow_submission = __webpack_require__(6080);
// EXTERNAL MODULE: ./src/ipa-input/ipa-file.ts + 1 modules
var ipa_file = __webpack_require__(8967);
// EXTERNAL MODULE: ./src/exactly-once/index.ts + 4 modules
var exactly_once = __webpack_require__(8678);
// EXTERNAL MODULE: ./src/ipa/index.ts + 30 modules
var ipa = __webpack_require__(8232);
// EXTERNAL MODULE: ./src/service/records.ts
var records = __webpack_require__(7933);
// EXTERNAL MODULE: ./src/exactly-once/look.ts
var look = __webpack_require__(7759);
// EXTERNAL MODULE: ./src/follow-submission/statuses.ts
var statuses = __webpack_require__(1028);
// EXTERNAL MODULE: ./src/exactly-once/idempotency-key.ts
var idempotency_key = __webpack_require__(6861);
;// CONCATENATED MODULE: ./src/exactly-once/same-build.ts



/** `com.example.App 1.2.0 (120)`. */
function shownBuild({ bundleId, version, build }) {
    return (0,untrusted/* oneLine */.TN)(`${bundleId} ${version} (${build})`, 200);
}
/** The names a service may give a record's bundle id, version and build (the first found counts). */
const FIELDS = {
    bundleId: ['bundle_id', 'bundle_identifier'],
    version: ['version', 'short_version', 'bundle_short_version'],
    build: ['build', 'build_number', 'bundle_version']
};
/**
 * Whether a record of the service's listing is a submission of `build`: it names the same bundle id,
 * version, build and team. A record that does not name them is not taken for one.
 */
function isOfBuild(record, build) {
    const field = (names) => {
        const value = names.map(name => record[name]).find(v => v !== undefined && v !== null);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    };
    return (Number(record.team_id) === build.teamId &&
        field(FIELDS.bundleId) === build.bundleId &&
        field(FIELDS.version) === build.version &&
        field(FIELDS.build) === build.build);
}
/** Whether a record names an app's bundle id at all (a service may keep none). */
function namesABuild(record) {
    return FIELDS.bundleId.some(name => typeof record[name] === 'string');
}
/** The ids of a snapshot's submissions of `build`, the newest last (as the listing orders them). */
function submissionsOf(snapshot, build) {
    if ('unreadable' in snapshot)
        return new Map();
    return new Map([...snapshot].filter(([, record]) => isOfBuild(record, build)));
}
/** `sub_0001 (created 2026-…, status completed)`. */
function shownRecord(id, record) {
    const details = [
        typeof record.created_at === 'string' ? `created ${(0,untrusted/* oneLine */.TN)(record.created_at, 40)}` : '',
        typeof record.status === 'string' ? `status ${(0,untrusted/* oneLine */.TN)(record.status, 40)}` : ''
    ].filter(Boolean);
    return `${(0,untrusted/* oneLine */.TN)(id, 100)}${details.length ? ` (${details.join(', ')})` : ''}`;
}
/** The earlier deployments (of other runs) that record a submission of `build`. */
function deploymentsOf(records, build, key) {
    return records.filter(release => release.release_key !== key.key &&
        release.bundle_id === build.bundleId &&
        release.version === build.version &&
        release.build === build.build &&
        release.team_id === build.teamId);
}
/**
 * Before the upload: says so when the build was already sent by another run, as the service's
 * listing (or, with github-token, an earlier deployment) shows it. A run that may retry one of its
 * own (the release's key may have made it) is told by the key's answer instead: see `afterCreate`.
 */
function warnIfSentBefore(context, { build, key, before, deployments }) {
    const listed = (0,idempotency_key/* mayBeRetry */.rK)(key) ? new Map() : submissionsOf(before, build);
    const recorded = deploymentsOf(deployments, build, key).filter(release => !listed.has(release.submission_id));
    const seen = [
        ...[...listed].map(([id, record]) => shownRecord(id, record)),
        ...recorded.map(release => `${(0,untrusted/* oneLine */.TN)(release.submission_id, 100)} (its GitHub Deployment)`)
    ];
    if (seen.length === 0)
        return;
    const failedOnly = [...listed.values()].every(record => (0,statuses/* classifyStatus */.x)(String(record.status ?? '')) === 'failure');
    context.log.warning(`${redundant(build, seen)}: ${failedOnly && recorded.length === 0 ? 'if it reached App Store Connect, ' : ''}${REFUSAL} The upload goes on, in case App Store Connect does not have that build.`, { title: 'Build already sent (ITMS-90189)', rule: 'ITMS-90189' });
}
/**
 * After a create on a run that may retry one of its own: the service made a new submission, so the
 * ones of the same build it held before were another run's.
 */
function warnIfMadeAgain(context, { build, key, before }, 
/** The submission made, then the release's own the step met before it (its failed tries). */
[made, ...tried]) {
    if (!(0,idempotency_key/* mayBeRetry */.rK)(key))
        return;
    const earlier = [...submissionsOf(before, build)].filter(([id]) => id !== made && !tried.includes(id));
    if (earlier.length === 0)
        return;
    const seen = earlier.map(([id, record]) => shownRecord(id, record));
    context.log.warning(`${redundant(build, seen)}, not with this release's Idempotency-Key, and the service made submission ${(0,untrusted/* oneLine */.TN)(made, 100)} of it again: ${REFUSAL}`, { title: 'Build already sent (ITMS-90189)', rule: 'ITMS-90189' });
}
const REFUSAL = 'App Store Connect takes each build of a version once and refuses another upload of it as ITMS-90189 (Redundant Binary Upload). To release this IPA, give it a new CFBundleVersion (a higher build number) and build it again.';
function redundant(build, seen) {
    return `Build ${shownBuild(build)} was already sent to team ${build.teamId} by another run: submission ${seen.slice(0, 5).join(', ')}${seen.length > 5 ? ` and ${seen.length - 5} more` : ''}`;
}

;// CONCATENATED MODULE: ./src/commands/submit/submission.ts







/** The release `submitOnce` sends: each submission of it, as `createOnce` makes it. */
function releaseToSubmit(context, delivery, siblings, 
/** What the environment's GitHub Deployments record (with github-token). */
deployments = []) {
    const { config, team, key } = delivery;
    const build = buildOf(delivery);
    // The listing read before the first create: what the service held of this build.
    let before;
    return {
        key,
        githubToken: config.githubToken,
        resent: resent(config.source),
        madeAnew: (id, tried) => {
            if (build && before)
                warnIfMadeAgain(context, { build, key, before }, [id, ...tried]);
        },
        submission: idempotencyKey => ({
            beforeCreate: snapshot => {
                if (before)
                    return;
                before = snapshot;
                if (build)
                    warnIfSentBefore(context, { build, key, before, deployments });
            },
            earlier: earlierSend(delivery, build),
            listing: 'submissions',
            noun: 'submission',
            sent: config.source.kind === 'file' ? 'the IPA' : 'the request',
            create: attempt => (0,ipa_file/* sendIpa */.V)(config.source, context, progress => context.client.submitSignedIpa(submissionRequest(config, team, idempotencyKey), {
                ...progress,
                attempt
            }), 
            // Set by deliver: a submission an earlier attempt made holds another file.
            false),
            read: record => (0,records/* readSubmission */.VY)(record),
            // Another release's, made meanwhile: another team, or another file.
            isNotOurs: (record, sha256) => (record.team_id !== undefined && Number(record.team_id) !== team.id) ||
                (0,exactly_once/* namesAnotherFile */.yq)(record, sha256),
            siblings,
            nextStepFor: { for: 'submission', key, githubToken: Boolean(config.githubToken) }
        })
    };
}
/** The build the App Store knows the IPA by, when the archive gives its bundle id, version and build. */
function buildOf({ inspection, team }) {
    const { bundleId, version, build } = (0,ipa/* acceptedIdentity */.yn)(inspection?.app);
    return bundleId && version && build ? { bundleId, version, build, teamId: team.id } : undefined;
}
/** What a refusal of the release's key is about: this build, and how to follow what was sent. */
function earlierSend({ key, config }, build) {
    return {
        key,
        what: build ? `this build (${shownBuild(build)})` : 'this release',
        noun: 'submission',
        matches: build && (record => isOfBuild(record, build)),
        tellable: namesABuild,
        unmatchable: build
            ? "its records do not name an app's bundle id, version and build, so the one sent then cannot be told"
            : 'the IPA does not give its bundle id, version and build to look for',
        listed: `The service's listing (${(0,look/* listingRoute */.WI)('submissions')}) shows every submission, with its created_at and team_id.`,
        githubToken: config.githubToken
    };
}
function submissionRequest(config, team, idempotencyKey) {
    return {
        source: config.source,
        teamId: team.id,
        notifyEmails: config.notifyEmails,
        idempotencyKey
    };
}
/** What the deployment records of the release (see ReleaseRecord). */
function releaseRecord(context, { inspection, team, key }, sent) {
    const { bundleId, version, build } = (0,ipa/* acceptedIdentity */.yn)(inspection?.app);
    return {
        submission_id: sent.submission.id,
        idempotency_key: sent.idempotencyKey,
        release_key: key.key,
        sha256: sent.sha256,
        bundle_id: bundleId,
        version,
        build,
        team_id: team.id,
        run_attempt: context.run.runAttempt ?? 1
    };
}
/** What a resent create sent again: the bytes of the IPA, or only the request naming its URL. */
function resent(source) {
    return source.kind === 'file'
        ? `this attempt uploaded the IPA's ${(0,format/* formatBytes */.z3)(source.size)} again`
        : 'this attempt sent the request again';
}

;// CONCATENATED MODULE: ./src/commands/submit/release.ts














/** The account's teams, listed once however many IPAs ask. */
function teamsOf({ client }) {
    let listing;
    return () => (listing ??= client.listTeams());
}
/** What is known before anything is sent: the IPA read and checked, the team, the release's key. */
async function prepare(config, context, listTeams) {
    const { log } = context;
    const inspection = await (0,ipa_file/* preflightIpa */.y)(config.source, config, 'submit', context);
    const team = await chooseTeam(config, context, listTeams, inspection?.profile?.teamName);
    context.outcome.record({
        teamId: team.id,
        team: { id: team.id, name: team.name, account: team.account },
        notifyEmails: config.notifyEmails
    });
    const why = team.fromProfile ? ', the Apple team its provisioning profile names' : '';
    log.info(`Team: ${team.name ? `${(0,untrusted/* oneLine */.TN)(team.name)} ` : ''}(${team.id})${why}`);
    const key = await (0,exactly_once/* releaseKey */.DR)({
        run: context.run,
        releaseId: config.releaseId,
        command: 'submit',
        teamId: team.id,
        source: config.source,
        inspection,
        fleet: config.multiple
    });
    log.debug(`Idempotency-Key "${key.key}": ${key.about}.`);
    return { config, team, inspection, key };
}
/**
 * Says, once for the step, that the team was chosen by the IPAs' provisioning profiles: with several
 * teams and none given, this is a choice the user did not write down.
 */
function noticeTeamsFromProfiles(context, teams) {
    const chosen = teams.filter(team => team.fromProfile);
    if (chosen.length === 0)
        return;
    const { referred } = context.names;
    const given = `The account has several teams, and neither ${referred(inputs_names/* Inputs */.G0.TeamId)} nor ${referred(inputs_names/* Inputs */.G0.TeamName)} was given`;
    if (teams.length === 1) {
        const [team] = chosen;
        return context.log.notice(`${given}: the IPA goes to team '${(0,untrusted/* oneLine */.TN)(team.name)}' (${team.id}), the Apple team its provisioning profile names.`);
    }
    const counts = new Map();
    for (const team of chosen) {
        const name = `'${(0,untrusted/* oneLine */.TN)(team.name)}' (${team.id})`;
        counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const each = [...counts].map(([name, count]) => `${count} to ${name}`).join(', ');
    context.log.notice(`${given}: each IPA goes to the team its provisioning profile names as its Apple team: ${each}.`);
}
/** Says what would be sent, and sends nothing. */
function showDryRun(context, delivery) {
    const { client, log } = context;
    const { config, team, key } = delivery;
    const request = requests/* Requests */.lv.submitSignedIpa(submissionRequest(config, team, key.key));
    const wait = config.wait
        ? `wait up to ${(0,format/* formatDuration */.a3)(config.waitTimeoutMs)}, polling every ${(0,format/* formatDuration */.a3)(config.pollIntervalMs)}`
        : 'no wait';
    log.info([
        'Dry run: nothing is sent. The submission would be:',
        ...client.describe(request),
        `  then ${wait}`
    ].join('\n'));
    if (config.source.kind === 'file')
        context.outcome.record({ size: config.source.size });
    context.outcome.happened('submit', 'dry-run');
}
/**
 * Sends the IPA once (or, on a re-run, finds what an earlier attempt sent), records the deployment,
 * then follows the submission until its status is final (or the wait ends).
 */
async function deliver(context, delivery, 
/** When the step began this release (ms since the epoch), for the summary's duration. */
started, fleet) {
    const { config, key } = delivery;
    const token = config.githubToken;
    const earlier = await (0,exactly_once/* planFromEarlierDeployment */.ts)(context, {
        key,
        token,
        environment: config.environment
    });
    let deployment = earlier.deployment;
    try {
        const sent = await sendOrFind(context, delivery, earlier, fleet);
        const { submission, json } = sent;
        const initialStatus = submission.status || 'pending';
        context.outcome.record({
            submissionId: submission.id,
            status: initialStatus,
            createdAt: submission.created_at || undefined,
            sha256: sent.sha256,
            record: json,
            otherFile: sent.otherFile,
            how: sent.how
        });
        deployment ??= token
            ? await github_deployments_deployment/* DeploymentRecorder */.q.start({
                token,
                environment: config.environment,
                description: `App Store: ${whatIsSent(delivery)}`,
                release: releaseRecord(context, delivery, sent),
                context
            })
            : undefined;
        context.outcome.record({
            deploymentId: deployment?.id,
            deployment: deployment && {
                id: deployment.id,
                url: deployment.url,
                environment: config.environment
            }
        });
        await (0,follow_submission/* followSubmission */.G)(context, {
            kind: 'submit',
            config,
            submission,
            initialStatus,
            json,
            started: sent.statusAt ?? Date.now(),
            unitStarted: started,
            deployment
        });
    }
    catch (error) {
        await deployment?.failIfOpen((0,describe_failure/* failureMessage */.oh)(error, context.names));
        throw error;
    }
}
/**
 * The submission of this release: the one an earlier attempt made, which its deployment records, or
 * one sent now (once; see submitOnce), in its turn of a fleet. `size` is the file's, unless the
 * submission holds an earlier attempt's file (see Sent).
 */
async function sendOrFind(context, delivery, earlier, fleet) {
    if (earlier.follow)
        return { ...earlier.follow, how: earlier.how, idempotencyKey: earlier.idempotencyKey };
    const { githubToken: token, environment, source } = delivery.config;
    // With github-token, what earlier runs sent of this build (see once/same-build.ts).
    const deployed = token ? await github_deployments_deployment/* DeploymentRecorder */.q.releasesOf({ token, environment, context }) : [];
    const release = releaseToSubmit(context, delivery, fleet?.creates, deployed);
    const size = source.kind === 'file' ? source.size : undefined;
    const sent = await (0,run_fleet/* withinConcurrency */.tM)(fleet, () => (0,exactly_once/* submitOnce */.QB)(context, release, earlier)).catch(error => {
        context.outcome.record({ size });
        throw error;
    });
    if (!sent.otherFile)
        context.outcome.record({ size });
    return sent;
}
/** What the deployment says is being released. */
function whatIsSent({ config, inspection }) {
    const app = inspection?.app;
    if (app?.bundleId)
        return `${app.bundleId} ${app.shortVersion ?? ''} (${app.build ?? '?'})`;
    return config.source.kind === 'file' ? external_node_path_.basename(config.source.path) : 'IPA from URL';
}
async function chooseTeam(config, { log, names }, listTeams, profileTeam) {
    try {
        const teams = await listTeams();
        const team = resolveTeam(teams.data, config.team, profileTeam);
        const name = config.team.kind === 'id' ? config.team.name : undefined;
        if (name && team.name.trim().toLowerCase() !== name.trim().toLowerCase()) {
            log.warning(`${names.named(inputs_names/* Inputs */.G0.TeamName)} is '${(0,untrusted/* oneLine */.TN)(name)}', but ${names.referred(inputs_names/* Inputs */.G0.TeamId)} ${team.id} is the team '${(0,untrusted/* oneLine */.TN)(team.name)}': the team id is used. Remove ${names.referred(inputs_names/* Inputs */.G0.TeamName)}, or make the two agree.`);
        }
        return team;
    }
    catch (error) {
        // With an explicit team id, a listing the service cannot give should not stop the release.
        if (config.team.kind === 'id' &&
            error instanceof errors/* ServiceError */._7 &&
            error.status !== 401 &&
            error.status !== 403) {
            log.warning(`Could not list the teams to check ${names.referred(inputs_names/* Inputs */.G0.TeamId)} ${config.team.id}: ${(0,describe_failure/* failureMessage */.oh)(error, names)}. Using it as given.`);
            return { id: config.team.id, name: '' };
        }
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/commands/submit/fleet.ts







/**
 * Submits several IPAs from one step (`multiple`), each a release of its own (its team, key,
 * deployment and wait), as src/fleet/run-fleet.ts runs a fleet; each team is chosen before any is
 * sent, from one listing of the account's teams; with a manifest, each IPA's team, notify e-mails
 * and preflight skips are its entry's (manifest.ts).
 */
function submitFleet(releases, { concurrency, manifest: given, sendPassing }, context) {
    const teams = teamsOf(context);
    // The account's teams as listed once, for the team warning's advice (none where it failed).
    let accountTeams;
    const listTeams = () => teams().then(answer => {
        accountTeams = (0,account_teams/* flattenTeams */.n)(answer.data);
        return answer;
    });
    const manifest = given && new ManifestReleases(given);
    return (0,run_fleet/* runFleet */.gI)({
        sources: releases.map(release => release.source),
        concurrency,
        prepare: async (i, scoped) => prepare(manifest ? await manifest.releaseOf(releases[i], scoped) : releases[i], scoped, listTeams),
        keyOf: delivery => delivery.key.release,
        // A team the step gives every IPA is said once; a manifest's teams are each IPA's own.
        refusedTogether: refused => (manifest ? undefined : fleetTeamRefusal(refused)),
        ready: (deliveries, labels) => {
            noticeTeamsFromProfiles(context, deliveries.map(delivery => delivery.team));
            if (manifest)
                return listUnnamed(manifest, context);
            const items = deliveries.map(({ team, inspection }, i) => ({
                label: labels[i],
                team,
                profile: inspection?.profile
            }));
            const warning = profileTeamWarning(items, releases[0].team, context.names, accountTeams);
            if (warning)
                context.log.warning(warning);
        },
        dryRun: (delivery, scoped) => showDryRun(scoped, delivery),
        send: (delivery, scoped, fleet) => deliver(scoped, delivery, Date.now(), fleet),
        teamOf: ({ team }) => team.name || String(team.id),
        sendPassing,
        report: deliveries => ({
            noun: 'IPA',
            made: 'submissions',
            waited: releases[0].wait,
            // One run's keys share their tie (its run, pipeline or release-id).
            tie: deliveries[0]?.key ?? {},
            githubToken: Boolean(releases[0].githubToken)
        })
    }, context);
}
/**
 * The manifest's entries that named no IPA of this run, in a dry run: not a problem (a shard sees
 * part of the fleet), but worth seeing before the release.
 */
function listUnnamed(manifest, context) {
    const unnamed = manifest.unnamed();
    if (!context.dryRun || unnamed.length === 0)
        return;
    context.log.info([
        `${unnamed.length} ${unnamed.length === 1 ? 'entry' : 'entries'} of the manifest named no IPA of this run:`,
        ...unnamed.map(entry => `  ${(0,untrusted/* oneLine */.TN)((0,fields/* entryName */.MB)(entry), 300)}`)
    ].join('\n'));
}

// EXTERNAL MODULE: ./src/commands/submit/inputs.ts
var inputs = __webpack_require__(7010);
;// CONCATENATED MODULE: ./src/commands/submit/run.ts





/**
 * Sends a signed IPA for App Store submission, then follows it until its status is final; with
 * `multiple`, each IPA matched, as a fleet (fleet.ts).
 */
async function runSubmit(config, context) {
    const { reportFile, releaseId } = config;
    const { run, dryRun } = context;
    if (reportFile)
        context.report?.writeTo(reportFile, 'submit', { run, releaseId, dryRun });
    if (config.multiple) {
        const sources = await (0,share/* shareOfFleet */.x)(config.sources, config.shard, context, 'submissions');
        if (sources.length === 0)
            return;
        return submitFleet((0,inputs.releasesOf)({ ...config, sources }), config, context);
    }
    const releases = (0,inputs.releasesOf)(config);
    const started = Date.now();
    await (0,report/* countedAsOne */.tZ)(context, async () => {
        const delivery = await prepare(releases[0], context, teamsOf(context));
        noticeTeamsFromProfiles(context, [delivery.team]);
        if (context.dryRun)
            return showDryRun(context, delivery);
        await deliver(context, delivery, started);
    });
}


/***/ }),

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fv: () => (/* binding */ BY_BUNDLE_ID),
/* harmony export */   MB: () => (/* binding */ entryName),
/* harmony export */   Ux: () => (/* binding */ MANIFEST_FIELDS),
/* harmony export */   Ve: () => (/* binding */ APPS_KEY),
/* harmony export */   jk: () => (/* binding */ BY_FILE)
/* harmony export */ });
/**
 * The fleet manifest's fields, declared once: what the reader accepts (read-manifest.ts), what
 * docs/fleet-manifest.md and examples/fleet-manifest.yml show. A manifest is `apps:`, a list of
 * entries; each names its IPAs by one of the `names` fields and may set any of the others, which
 * stand for the step's inputs of the same name for those IPAs alone.
 */
const MANIFEST_FIELDS = {
    'bundle-id': {
        type: 'text',
        names: true,
        about: "The app's bundle identifier, as its Info.plist says it (any case)."
    },
    ipa: {
        type: 'text',
        names: true,
        about: 'A path or glob of the IPA files, from the working directory, as the IPA path input takes.'
    },
    'team-id': { type: 'integer', about: 'The team id, from the teams command.' },
    'team-name': {
        type: 'text',
        about: 'The team by its name (any case); beside a team id, checked against its team.'
    },
    'notify-emails': {
        type: 'list',
        about: 'Addresses told of the submission: a list, or one text as the input takes them.'
    },
    'preflight-skip': {
        type: 'list',
        about: 'Codes of the checks preflight does not make for these IPAs: a list, or one text.'
    }
};
/** The fields that name an entry's IPAs, as messages spell them. */
const BY_BUNDLE_ID = 'bundle-id';
const BY_FILE = 'ipa';
/** The one key at the top of a manifest: its entries. */
const APPS_KEY = 'apps';
/** How an entry is named in a message: `apps[2] (bundle-id com.example.App, line 14)`. */
function entryName(entry) {
    const names = 'bundleId' in entry.match ? `bundle-id ${entry.match.bundleId}` : `ipa ${entry.match.ipa}`;
    return `${APPS_KEY}[${entry.index}] (${names}${entry.line ? `, line ${entry.line}` : ''})`;
}


/***/ }),

/***/ 6080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ followSubmission)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9209);
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2152);
/* harmony import */ var _commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3894);
/* harmony import */ var _failure_reason_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8011);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3172);
/* harmony import */ var _statuses_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1028);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7239);









/**
 * Follows a submission until its status is final (or the wait ends): the wait with its log lines,
 * the outcome (its outputs and summary), the deployment's statuses, the failure reason; then fails
 * the step when it should.
 */
async function followSubmission(context, following) {
    const { config, submission, initialStatus, deployment } = following;
    const statuses = new InProgressStatuses(submission.id, deployment);
    // Without a wait, the deployment's status says how the hand-off ends (endDeployment).
    if (config.wait && !following.known)
        statuses.follow(initialStatus);
    const waitStarted = Date.now();
    const result = following.known ?? (config.wait ? await wait(context, following, statuses) : undefined);
    tellHowTheWaitWent(context, following, result);
    const stop = result?.outcome === 'stopped' ? (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .stopOf */ .EV)(context.signal) : undefined;
    // Stopped, it waits for GitHub no longer than a bound (see endStopped).
    if (!stop)
        await statuses.done;
    const status = result?.status ?? initialStatus;
    const happened = happenedOf(result, status);
    const reason = happened === 'failed' ? (0,_failure_reason_js__WEBPACK_IMPORTED_MODULE_5__/* .failureReason */ .H)(result?.lastJson ?? following.json) : undefined;
    context.outcome.record({
        failureReason: reason,
        wait: result,
        durationMs: Date.now() - following.unitStarted
    });
    context.outcome.happened(following.kind, happened);
    if (stop) {
        const waitedMs = Math.max(0, stop.at - waitStarted);
        const facts = { id: submission.id, status, waitedMs, deploymentId: deployment?.id };
        throw await endStopped(context, stop, facts, deployment, statuses.done);
    }
    const failure = failureOf(following, happened, status, reason, result);
    if (failure)
        throw failure;
    await endDeployment(context, following, happened, status);
}
/**
 * The GitHub Deployment's statuses follow the submission's while it is in progress, one request at
 * a time and in order; `done` settles once the last has been sent.
 */
class InProgressStatuses {
    id;
    deployment;
    done = Promise.resolve();
    constructor(id, deployment) {
        this.id = id;
        this.deployment = deployment;
    }
    follow(status) {
        if (!this.deployment || (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(status) !== 'in-progress')
            return;
        const deployment = this.deployment;
        this.done = this.done.then(() => deployment.update('in_progress', `Submission ${this.id}: ${status}`));
    }
}
/** The wait for a final status, each status it sees logged, recorded and followed by the deployment. */
async function wait(context, { submission, initialStatus, started, readBefore, config }, statuses) {
    const { log, names } = context;
    const id = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(submission.id);
    const result = await (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForSubmission */ .l)({
        client: context.client,
        id: submission.id,
        initialStatus,
        createdAt: new Date(started),
        readBefore,
        intervalMs: config.pollIntervalMs,
        timeoutMs: config.waitTimeoutMs,
        signal: context.signal,
        onStatus: change => {
            log.info(`Submission ${id}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(change.status)}`);
            context.outcome.record({ status: change.status });
            statuses.follow(change.status);
        },
        explain: error => (0,_commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .failureMessage */ .oh)(error, names),
        // Said once at the end, with a count (see pollFailures), or as the failure of an outage.
        onPollError: message => log.info(`Could not read the status of submission ${id}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(message)}. Trying again in ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(config.pollIntervalMs)}.`),
        onHeartbeat: ({ status, waitedMs, leftMs }) => log.info(`Submission ${id} is still ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(status)} after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(waitedMs)}; waiting up to ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(leftMs)} more (${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout)}).`)
    });
    context.outcome.record({ record: result.lastJson });
    return result;
}
/** What the log says of a wait that had failed polls, or of a status that cannot be followed. */
function tellHowTheWaitWent({ log, names }, { submission, config }, result) {
    if (result && result.failedPolls > 0 && result.outcome !== 'unreachable')
        log.warning(pollFailures(result));
    if (result?.outcome !== 'untracked')
        return;
    // The submission was accepted either way: a status route that misbehaves is a warning, not a failure.
    const stays = result.status
        ? `status stays '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(result.status)}'`
        : 'its status is not known';
    const message = `Not waiting for submission ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(submission.id)}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(result.note ?? '', 600)}. Progress goes to the ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NotifyEmails)} addresses${emailsGiven(config.notifyEmails)}; ${stays}.`;
    if (result.unexpected)
        log.warning(message);
    else
        log.notice(message);
}
/** What happened, from how the wait ended; without a wait, from the status read. */
function happenedOf(result, status) {
    if (result)
        return result.outcome;
    const statusClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(status);
    if (statusClass === 'failure')
        return 'failed';
    return statusClass === 'success' ? 'succeeded' : 'accepted';
}
/** The failure the step ends with, when the submission did not go through. */
function failureOf({ submission, config }, happened, status, reason, result) {
    const { id } = submission;
    const emails = config.notifyEmails;
    if (happened === 'failed')
        return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({ type: 'submission-failed', id, status, reason, emails });
    if (happened === 'vanished' && result)
        return vanished(id, result);
    if (happened === 'unreachable' && result)
        return unreachable(id, result);
    if (happened === 'timed-out')
        return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({
            type: 'wait-timed-out',
            id,
            status,
            waitTimeoutMs: config.waitTimeoutMs,
            emails
        });
    return undefined;
}
/**
 * The deployment's last status for a submission that did not fail: still in progress (not waited
 * for: a later status step ends it, as the log says), or done, or accepted with progress by e-mail.
 */
async function endDeployment(context, { submission, deployment }, happened, status) {
    if (happened === 'accepted') {
        // The App Store has not finished: the deployment stays in progress until a status step ends it.
        const handOff = [[_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId, (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(submission.id)]];
        if (deployment)
            handOff.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, String(deployment.id)]);
        const { setting } = context.names;
        const given = handOff.map(([name, value]) => setting(name, value)).join(', ');
        context.log.info(`Not waiting for the outcome: a later job with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and ${given} follows it.`);
        await deployment?.update('in_progress', `App Store not done (${status}): finish with a status step, ${handOff.map(pair => pair.join(' ')).join(', ')}`);
        return;
    }
    const accepted = happened === 'succeeded'
        ? `Submission ${submission.id}: ${status}`
        : `Submission ${submission.id} accepted (${status}); progress goes by e-mail`;
    await deployment?.update('success', accepted);
}
/**
 * A wait a stop ended: the deployment's last status says the submission goes on, after the statuses
 * before it, within STOP_CLEANUP_MS (GitHub may not answer: the step does not hang on it).
 */
async function endStopped(context, stop, facts, deployment, before) {
    const { error, deployment: said } = (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .stoppedWaiting */ .$F)(stop, context.names, facts);
    if (!deployment)
        return error;
    if (!(await (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .settlesWithin */ .od)(deployment.stopped(said, before), _commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_CLEANUP_MS */ .$Q))) {
        const { setting } = context.names;
        context.log.warning(`GitHub Deployment ${deployment.id} did not take its last status within ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_CLEANUP_MS */ .$Q)} of ${stop.signal}, and may stay in progress: ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')}, given ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, String(deployment.id))}, ends it.`);
    }
    return error;
}
function emailsGiven(emails) {
    if (!emails)
        return ' given to submit';
    return emails.length ? '' : ' (none were given)';
}
/** A short outage inside a wait: one warning with a count, not one a poll. */
function pollFailures({ failedPolls, polls, lastPollError }) {
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(failedPolls, 'status read')} of ${polls} failed during the wait (the last: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(lastPollError ?? '', 300)}); the service answered again, so the wait went on.`;
}
/** The service answered for the submission, then said it has no such record: red, never green. */
function vanished(id, result) {
    const { lastAnswered, status, note } = result;
    return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({ type: 'submission-vanished', id, lastAnswered, status, note }, 'not-found');
}
/** The wait ended while the service did not answer: an outage, not a slow App Store. */
function unreachable(id, result) {
    const { since, failedInARow, lastAnswered, status, lastPollError } = result;
    return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({ type: 'status-unreachable', id, since, failedInARow, lastAnswered, status, lastPollError }, 'service');
}


/***/ }),

/***/ 7239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ waitForSubmission),
/* harmony export */   v: () => (/* binding */ NO_STATUS_ROUTE)
/* harmony export */ });
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5756);
/* harmony import */ var _service_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3957);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1522);
/* harmony import */ var _service_sleep_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3311);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5518);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7515);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8488);
/* harmony import */ var _statuses_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1028);








/** Why a submission cannot be followed on a service that has neither route to read it. */
const NO_STATUS_ROUTE = `the service has no route to read a submission (GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpa} and GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpas} answer 404, 405 or 501)`;
const HEARTBEAT_MS = 60_000;
/**
 * Polls a submission until its status is final or the deadline passes. Every wait is bounded: the
 * deadline is `timeoutMs` from the start, no sleep runs past it, and each poll takes it along, so
 * that the service cannot stretch the wait either (a retry's delay never passes it, an attempt ends
 * at most one request-timeout after it). An aborted `signal` ends it at once, whatever it was doing.
 */
async function waitForSubmission(options) {
    return new SubmissionWait(options).run();
}
/** One wait: what it has seen so far, and the steps of a poll. */
class SubmissionWait {
    options;
    now;
    sleep;
    explain;
    deadline;
    history;
    status;
    lastJson;
    polls = 0;
    lastAnswered;
    routeAnswered;
    failedPolls = 0;
    failedInARow = 0;
    lastPollError;
    since;
    /** When the wait began polling, and when the log last heard of it (for the heartbeat). */
    started = 0;
    lastWord = 0;
    constructor(options) {
        this.options = options;
        this.now = options.now ?? Date.now;
        this.sleep = options.sleep ?? _service_sleep_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .y;
        this.explain = options.explain ?? _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g;
        this.deadline = this.now() + options.timeoutMs;
        const createdAt = options.createdAt ?? new Date(this.now());
        this.history = [{ status: options.initialStatus, at: createdAt }];
        this.status = options.initialStatus;
        this.lastAnswered = createdAt;
        this.routeAnswered = options.readBefore ?? false;
    }
    async run() {
        const initialClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(this.status);
        if (initialClass !== 'in-progress')
            return this.finish(initialClass === 'success' ? 'succeeded' : 'failed');
        const { signal } = this.options;
        this.started = this.lastWord = this.now();
        for (;;) {
            if (signal?.aborted)
                return this.finish('stopped');
            const remaining = this.deadline - this.now();
            if (remaining <= 0)
                return this.outOfTime();
            await this.pause(Math.min(this.options.intervalMs, remaining));
            if (signal?.aborted)
                return this.finish('stopped');
            const ended = await this.poll();
            if (ended)
                return ended;
        }
    }
    /** The deadline passed: still in progress, or, when the last polls all failed, out of reach. */
    outOfTime() {
        if (this.failedInARow === 0)
            return this.finish('timed-out');
        return this.finish('unreachable', `no status could be read from ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .clockTime */ .qo)(this.since)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(this.failedInARow, 'poll')} failed)`);
    }
    /** One poll: how the wait ends, or nothing while it goes on. */
    async poll() {
        const { signal } = this.options;
        this.polls++;
        const asked = this.now();
        let lookup;
        try {
            // The transport takes no retry delay past the deadline (a Retry-After of a day included), and
            // ends an attempt at most one request-timeout after it.
            lookup = await this.options.client.getSubmission(this.options.id, {
                deadline: this.deadline
            });
        }
        catch (error) {
            // A poll the stop cut short says nothing of the submission.
            if (signal?.aborted)
                return this.finish('stopped');
            // The submission was accepted; a poll that fails for a passing reason should not fail the release.
            if (isPassing(error))
                return this.pollFailed(error, asked);
            // Nor should a status route that cannot be read (these routes are not in the specification).
            return this.finish('untracked', `reading its status failed: ${this.explain(error)}`, true);
        }
        this.failedInARow = 0;
        this.since = undefined;
        return this.answered(lookup);
    }
    /** A poll that failed for a passing reason: counted, told, and the wait goes on. */
    pollFailed(error, asked) {
        this.lastPollError = this.explain(error);
        this.failedPolls++;
        // Since the first attempt of the first failed poll, not since its retries gave up.
        if (this.failedInARow++ === 0)
            this.since = new Date(asked);
        this.options.onPollError?.(this.lastPollError);
        return undefined;
    }
    /** What the service answered: the submission gone, its status unreadable, or a status. */
    answered(lookup) {
        if (lookup.kind === 'no-status')
            return this.finish('untracked', lookup.why, true);
        if (lookup.kind === 'no-status-route') {
            if (this.routeAnswered)
                return this.vanished('its routes answer 404 where they answered for it before');
            return this.finish('untracked', NO_STATUS_ROUTE);
        }
        if (lookup.kind === 'not-listed')
            return this.vanished(`GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpa} answers 404 and its listing does not show it`);
        this.routeAnswered = true;
        this.lastAnswered = new Date(this.now());
        this.lastJson = lookup.answer.json;
        const next = lookup.answer.data.status;
        if (next && next !== this.status) {
            this.status = next;
            const change = { status: next, at: new Date(this.now()) };
            this.history.push(change);
            this.lastWord = this.now();
            this.options.onStatus?.(change);
        }
        const statusClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(this.status);
        if (statusClass === 'success')
            return this.finish('succeeded');
        if (statusClass === 'failure')
            return this.finish('failed');
        return undefined;
    }
    /** Sleeps in slices of at most a minute, so that a long poll interval still says something each minute. */
    async pause(ms) {
        const { signal } = this.options;
        const now = this.now;
        for (const wake = now() + ms; now() < wake && !signal?.aborted;) {
            await this.sleep(Math.max(1, Math.min(wake - now(), HEARTBEAT_MS - (now() - this.lastWord))), signal);
            if (now() - this.lastWord >= HEARTBEAT_MS && now() < this.deadline) {
                this.lastWord = now();
                this.options.onHeartbeat?.({
                    status: this.status,
                    waitedMs: now() - this.started,
                    leftMs: this.deadline - now()
                });
            }
        }
    }
    /** The service answered for it before (its create, or a status read): now it says it has none. */
    vanished(how) {
        this.since = new Date(this.now());
        return this.finish('vanished', `not known to the service from ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .clockTime */ .qo)(this.since)}: ${how}`);
    }
    finish(outcome, note, unexpected = false) {
        return {
            outcome,
            status: this.status,
            history: this.history,
            lastJson: this.lastJson,
            polls: this.polls,
            note,
            unexpected,
            lastAnswered: this.lastAnswered,
            failedPolls: this.failedPolls,
            lastPollError: this.lastPollError,
            since: this.since,
            failedInARow: this.failedInARow
        };
    }
}
/** A poll whose transport gave up, or whose status says the service is busy for now. */
function isPassing(error) {
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .w)
        return true;
    return error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isTransientStatus */ .Dm)(error.status);
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ onAbort)
/* harmony export */ });
/**
 * Calls `then` when `signal` aborts, until the returned function is called. It listens on a signal of
 * its own that follows `signal` (`AbortSignal.any`), which adds no listener to `signal` itself: a
 * fleet's requests and waits, forty at once on the run's one signal, would otherwise each add one,
 * and Node warns past ten (MaxListenersExceededWarning).
 */
function onAbort(signal, then) {
    if (!signal)
        return () => undefined;
    const own = AbortSignal.any([signal]);
    own.addEventListener('abort', then, { once: true });
    return () => own.removeEventListener('abort', then);
}


/***/ }),

/***/ 3311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _on_abort_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6661);

/** The longest delay setTimeout keeps: past 2^31 - 1 ms (about 24 days) it fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The one way to wait: every retry delay and every poll interval goes through it. An abort ends the
 * wait at once (it resolves: the caller looks at the signal to know why).
 */
function sleep(ms, signal) {
    return new Promise(resolve => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            stopListening();
            resolve();
        };
        const timer = setTimeout(done, ms);
        const stopListening = (0,_on_abort_js__WEBPACK_IMPORTED_MODULE_0__/* .onAbort */ .u)(signal, done);
    });
}


/***/ })

};

//# sourceMappingURL=893.index.js.map