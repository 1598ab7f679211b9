// The country list (spec §7 "Common": country): apart from the other lookups because the home
// page's country selector needs it at first paint, and a module is bundled whole — the rest of
// LOOKUP_ENDPOINTS (lookups.ts) stays out of the initial JS (the initial-JS budget, .size-limit.mjs).
import { endpoint } from '../endpoint.js';
import type { Country, LanguageRequest } from '../types/lookups.js';

export const GET_COUNTRY = endpoint<LanguageRequest, Country[]>()('/custom/v1/custom/country');
