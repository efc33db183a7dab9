import { editDistance } from '../../text/nearest.js'

/** ISO 3166-1 alpha-3, all 249 officially assigned codes: what `countries` takes. */
export const ISO_ALPHA3: readonly string[] = `
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

const ISO = new Set(ISO_ALPHA3)

/**
 * The three-letter codes of sport (IOC, FIFA) that people write for a country, and the ISO code of
 * that country, where the two differ and the sports code is no ISO code itself: `GER` is `DEU`.
 */
const SPORTS_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  `GER:DEU SUI:CHE NED:NLD POR:PRT DEN:DNK CRO:HRV GRE:GRC RSA:ZAF UAE:ARE KSA:SAU BUL:BGR CHI:CHL
CRC:CRI ALG:DZA ANG:AGO BAH:BHS BAN:BGD BAR:BRB BER:BMU BOT:BWA BRU:BRN CAM:KHM CAY:CYM CGO:COG
CHA:TCD ESA:SLV FIJ:FJI GAM:GMB GUA:GTM GUI:GIN HAI:HTI HON:HND INA:IDN IRI:IRN KUW:KWT LAT:LVA
LIB:LBN MAD:MDG MAS:MYS MGL:MNG MRI:MUS MTN:MRT MYA:MMR NEP:NPL NGR:NGA NIG:NER OMA:OMN PAR:PRY
PHI:PHL PUR:PRI SLO:SVN SRI:LKA SUD:SDN TAN:TZA TGA:TON TPE:TWN URU:URY VAN:VUT VIE:VNM ZAM:ZMB
ZIM:ZWE LES:LSO MAW:MWI TOG:TGO SEY:SYC ENG:GBR SCO:GBR WAL:GBR NIR:GBR`
    .split(/\s+/)
    .map(pair => pair.split(':'))
)

/** Whether a code is an ISO 3166-1 alpha-3 code (upper case). */
export function isIsoCountry(code: string): boolean {
  return ISO.has(code)
}

/**
 * The ISO code a code that is none most likely meant: the country whose sports code it is (`GER`:
 * `DEU`), else the only ISO code one edit away (`DUE`: `DEU`); undefined when none or several are.
 */
export function likelyIsoCode(code: string): string | undefined {
  const upper = code.toUpperCase()
  if (ISO.has(upper)) return undefined
  if (SPORTS_CODES[upper]) return SPORTS_CODES[upper]
  const near = ISO_ALPHA3.filter(iso => editDistance(upper, iso) === 1)
  return near.length === 1 ? near[0] : undefined
}
