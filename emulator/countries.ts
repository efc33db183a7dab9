/** Three-letter country codes for analytics reports. */

/** The markets a default report covers, biggest first. */
const MAIN_MARKETS =
  'USA GBR DEU FRA JPN CAN AUS ITA ESP NLD SWE NOR DNK FIN CHE AUT BEL IRL BRA MEX IND KOR CHN SGP'.split(
    ' '
  )

/** ISO 3166-1 alpha-3, all 249 officially assigned codes. */
const ISO_ALPHA3 = `
AFG ALA ALB DZA ASM AND AGO AIA ATA ATG ARG ARM ABW AUS AUT AZE BHS BHR BGD BRB BLR BEL BLZ BEN BMU
BTN BOL BES BIH BWA BVT BRA IOT BRN BGR BFA BDI CPV KHM CMR CAN CYM CAF TCD CHL CHN CXR CCK COL COM
COG COD COK CRI CIV HRV CUB CUW CYP CZE DNK DJI DMA DOM ECU EGY SLV GNQ ERI EST SWZ ETH FLK FRO FJI
FIN FRA GUF PYF ATF GAB GMB GEO DEU GHA GIB GRC GRL GRD GLP GUM GTM GGY GIN GNB GUY HTI HMD VAT HND
HKG HUN ISL IND IDN IRN IRQ IRL IMN ISR ITA JAM JPN JEY JOR KAZ KEN KIR PRK KOR KWT KGZ LAO LVA LBN
LSO LBR LBY LIE LTU LUX MAC MDG MWI MYS MDV MLI MLT MHL MTQ MRT MUS MYT MEX FSM MDA MCO MNG MNE MSR
MAR MOZ MMR NAM NRU NPL NLD NCL NZL NIC NER NGA NIU NFK MKD MNP NOR OMN PAK PLW PSE PAN PNG PRY PER
PHL PCN POL PRT PRI QAT REU ROU RUS RWA BLM SHN KNA LCA MAF SPM VCT WSM SMR STP SAU SEN SRB SYC SLE
SGP SXM SVK SVN SLB SOM ZAF SGS SSD ESP LKA SDN SUR SJM SWE CHE SYR TWN TJK TZA THA TLS TGO TKL TON
TTO TUN TUR TKM TCA TUV UGA UKR ARE GBR USA UMI URY UZB VUT VEN VNM VGB VIR WLF ESH YEM ZMB ZWE
`
  .trim()
  .split(/\s+/)

/** User-assigned codes XAA..XZZ, for reports larger than the real list (never real countries). */
const SYNTHESISED = Array.from({ length: 26 * 26 }, (_, i) => {
  const letter = (n: number): string => String.fromCharCode(65 + n)
  return `X${letter(Math.floor(i / 26))}${letter(i % 26)}`
})

/** Every code in report order: main markets, the other real codes, then synthesised ones. */
export const COUNTRY_ORDER: readonly string[] = [
  ...MAIN_MARKETS,
  ...ISO_ALPHA3.filter(code => !MAIN_MARKETS.includes(code)),
  ...SYNTHESISED
]

export const REAL_COUNTRY_CODES: readonly string[] = ISO_ALPHA3
export const MAX_COUNTRY_COUNT = COUNTRY_ORDER.length
/** Countries in a report when nobody asks for another size: comfortably over 20. */
export const DEFAULT_COUNTRY_COUNT = 24

/** The first `count` codes of the report order. */
export function reportCountries(count: number): string[] {
  return COUNTRY_ORDER.slice(0, count)
}
