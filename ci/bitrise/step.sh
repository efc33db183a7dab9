#!/usr/bin/env bash
# Runs `app-store-deploy "$command"` from the npm package app-store-deploy@0.1.0 (Node >=20.19), its inputs
# given as the variables named below (ipa_path), each exported under the name the tool reads
# (APP_DEPLOY_IPA_PATH) when it holds a value. Generated from the declarations: npm run docs.
set -euo pipefail

hand_on() {
  if [ -n "${!1:-}" ]; then export "$2=${!1}"; fi
}

hand_on api_key APP_DEPLOY_API_KEY
hand_on base_url APP_DEPLOY_BASE_URL
hand_on ipa_path APP_DEPLOY_IPA_PATH
hand_on ipa_url APP_DEPLOY_IPA_URL
hand_on team_id APP_DEPLOY_TEAM_ID
hand_on team_name APP_DEPLOY_TEAM_NAME
hand_on notify_emails APP_DEPLOY_NOTIFY_EMAILS
hand_on wait APP_DEPLOY_WAIT
hand_on wait_timeout APP_DEPLOY_WAIT_TIMEOUT
hand_on poll_interval APP_DEPLOY_POLL_INTERVAL
hand_on preflight APP_DEPLOY_PREFLIGHT
hand_on preflight_skip APP_DEPLOY_PREFLIGHT_SKIP
hand_on for APP_DEPLOY_FOR
hand_on sarif_file APP_DEPLOY_SARIF_FILE
hand_on junit_file APP_DEPLOY_JUNIT_FILE
hand_on code APP_DEPLOY_CODE
hand_on multiple APP_DEPLOY_MULTIPLE
hand_on concurrency APP_DEPLOY_CONCURRENCY
hand_on fleet_manifest APP_DEPLOY_FLEET_MANIFEST
hand_on send_passing APP_DEPLOY_SEND_PASSING
hand_on ipa_id APP_DEPLOY_IPA_ID
hand_on keep_latest APP_DEPLOY_KEEP_LATEST
hand_on app_id APP_DEPLOY_APP_ID
hand_on date APP_DEPLOY_DATE
hand_on days APP_DEPLOY_DAYS
hand_on countries APP_DEPLOY_COUNTRIES
hand_on report_path APP_DEPLOY_REPORT_PATH
hand_on dry_run APP_DEPLOY_DRY_RUN
hand_on retries APP_DEPLOY_RETRIES
hand_on request_timeout APP_DEPLOY_REQUEST_TIMEOUT
hand_on github_token APP_DEPLOY_GITHUB_TOKEN
hand_on submission_id APP_DEPLOY_SUBMISSION_ID
hand_on deployment_id APP_DEPLOY_DEPLOYMENT_ID
hand_on environment APP_DEPLOY_ENVIRONMENT
hand_on release_id APP_DEPLOY_RELEASE_ID
hand_on shard_index APP_DEPLOY_SHARD_INDEX
hand_on shard_total APP_DEPLOY_SHARD_TOTAL
hand_on report_file APP_DEPLOY_REPORT_FILE
hand_on reports APP_DEPLOY_REPORTS

exec npx --yes --package='app-store-deploy@0.1.0' -- app-store-deploy "$command"
