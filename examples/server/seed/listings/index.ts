// Every seed listing of the ten modules, in one list (modules are data, DESIGN.md §3).
import { articleSeeds } from './articles.js';
import { businessSeeds } from './business.js';
import { demandSeeds, goodsSeeds } from './goods.js';
import { houseSeeds } from './house.js';
import { housekeepSeeds } from './housekeep.js';
import { landSeeds } from './land.js';
import type { SeedListing } from './types.js';
import { carRentalSeeds, carSalesSeeds } from './vehicles.js';
import { visaSeeds } from './visa.js';

export function seedListings(): SeedListing[] {
  return [
    ...articleSeeds(), ...landSeeds(), ...houseSeeds(), ...housekeepSeeds(), ...businessSeeds(), ...visaSeeds(),
    ...carSalesSeeds(), ...carRentalSeeds(), ...goodsSeeds(), ...demandSeeds(),
  ];
}

export type { SeedListing, SeedText } from './types.js';
