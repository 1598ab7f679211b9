// Lookups (spec §7 "Common" and "Other lookups"). Paths the spec does not show are ours
// (origin 'ours').
import { endpoint } from '../endpoint.js';
import { GET_COUNTRY } from './country-lookup.js';
import type { AreaId, Empty, Tag } from '../types/common.js';
import type {
  Agreement, AgreementsRequest, AppDownload, AppDownloadRequest, AreaCode, BillingCycle, CapitalCityRequest,
  CarBrand, City, CityRequest, Country, Currency, EnergyType, Industry, Language, LanguageRequest, Quality,
  ReleaseCountryRequest, SizeUnit,
} from '../types/lookups.js';

export const LOOKUP_ENDPOINTS = {
  getLanguage: endpoint<Empty, Language[]>()('/custom/v1/custom/language'),
  getCountry: GET_COUNTRY,
  getCapitalCity: endpoint<CapitalCityRequest, City[]>()('/custom/v1/custom/capitalCity'),
  getCity: endpoint<CityRequest, City[]>()('/custom/v1/custom/city'),
  getBillingCycle: endpoint<Empty, BillingCycle[]>()('/custom/v1/tags/getBillingCycle'),
  /** Failure is silently swallowed by the login screen (spec §7). */
  getAreaCodes: endpoint<LanguageRequest, AreaCode[]>()('/custom/v1/custom/areaCode', { origin: 'ours' }),
  getAgreements: endpoint<AgreementsRequest, Agreement[]>()('/custom/v1/custom/getAgreements', { origin: 'ours' }),
  getCityByPid: endpoint<CityRequest, City[]>()('/custom/v1/custom/getCityByPid', { origin: 'ours' }),
  /** A country's default city, loaded when a country is chosen (spec §4). */
  getDefaultCity: endpoint<{ areaId: AreaId }, City | null>()('/custom/v1/custom/getDefaultCity', { origin: 'ours' }),
  getSizeUnits: endpoint<Empty, SizeUnit[]>()('/custom/v1/custom/sizeUnit', { origin: 'ours' }),
  getMoneyUnits: endpoint<Empty, Currency[]>()('/custom/v1/custom/moneyUnit', { origin: 'ours' }),
  getReleaseCountry: endpoint<ReleaseCountryRequest, Country[]>()('/user/v1/commons/getReleaseCountry', { origin: 'ours', auth: true }),
  getAppDownload: endpoint<AppDownloadRequest, AppDownload>()('/custom/v1/custom/getAppDownload', { origin: 'ours' }),
  getCarBrand: endpoint<Empty, CarBrand[]>()('/custom/v1/custom/carBrand', { origin: 'ours' }),
  getEnergy: endpoint<Empty, EnergyType[]>()('/custom/v1/custom/energy', { origin: 'ours' }),
  /** New / used. */
  getQuality: endpoint<Empty, Quality[]>()('/custom/v1/custom/quality', { origin: 'ours' }),
  /** Industries for the followed categories (spec §5) and job filters. */
  getIndustry: endpoint<Empty, Industry[]>()('/custom/v1/custom/industry', { origin: 'ours' }),
  /** Discover hashtags offered when posting. */
  getHashtags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getHashtags', { origin: 'ours' }),
} as const;
