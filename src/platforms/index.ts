import { azurePipelines } from './azure-pipelines.js'
import { bitrise } from './bitrise.js'
import { circleci } from './circleci.js'
import { github } from './github.js'
import { gitlab } from './gitlab.js'
import type { Env, Platform } from './platform.js'
import { terminal } from './terminal.js'

export type { Platform } from './platform.js'

/**
 * The platforms the tool knows, the first that detects itself being the one it runs in; a terminal
 * last, for anything else. A new platform is one module added here (CONTRIBUTING.md).
 */
export const PLATFORMS: readonly Platform[] = [
  github,
  gitlab,
  circleci,
  azurePipelines,
  bitrise,
  terminal
]

export function platformOf(env: Env): Platform {
  return PLATFORMS.find(platform => platform.detect(env)) ?? terminal
}
