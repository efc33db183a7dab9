/**
 * Records of the Mobile App Deployment and Analytics Service (service-api.md, section 2).
 * Every record keeps the fields the service sent that we do not know (`[key: string]: unknown`):
 * the `json` output passes the service's answer through untouched.
 */

export interface Team {
  name: string
  team_id: number
  [key: string]: unknown
}

export interface TeamCredential {
  name: string
  teams: Team[]
  credential_id: number
  [key: string]: unknown
}

export interface UnsignedIpa {
  id: string
  source: string
  created_at: string
  class_name?: string
  [key: string]: unknown
}

export interface SignedIpaSubmission {
  id: string
  status: string
  created_at: string
  [key: string]: unknown
}

export interface DeleteResult {
  deleted: boolean
  id: string
  [key: string]: unknown
}

export interface DimensionRow {
  dimension_type: string
  dimension_key: string
  dimension_title: string
  page_view_unique: number
  page_view_count: number
  impressions_total: number
  installs: number
  [key: string]: unknown
}

export interface CountryData {
  country: string
  data: DimensionRow[]
  [key: string]: unknown
}

export interface AnalyticsReport {
  app_id: string
  date: string
  market: string
  countries: CountryData[]
  [key: string]: unknown
}
