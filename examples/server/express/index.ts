// The sender's side of air express (spec §2 /sea; endpoints/air-express.ts), in one table for
// handlers.ts. The warehouse's moves are console calls (console/calls/parcel-*.ts).
import type { HandlerTable } from '../http/handler.js';
import { cancelParcel } from './cancel.js';
import { EXPRESS_CATALOGUE_HANDLERS } from './catalogue.js';
import { createParcel } from './create.js';
import { PARCEL_READ_HANDLERS } from './parcels.js';

export const AIR_EXPRESS_HANDLERS: HandlerTable = {
  getParcelCategories: EXPRESS_CATALOGUE_HANDLERS.getParcelCategories as HandlerTable['getParcelCategories'],
  getWarehouses: EXPRESS_CATALOGUE_HANDLERS.getWarehouses as HandlerTable['getWarehouses'],
  quoteParcel: EXPRESS_CATALOGUE_HANDLERS.quoteParcel as HandlerTable['quoteParcel'],
  createParcel: createParcel as HandlerTable['createParcel'],
  getParcelList: PARCEL_READ_HANDLERS.getParcelList as HandlerTable['getParcelList'],
  getParcel: PARCEL_READ_HANDLERS.getParcel as HandlerTable['getParcel'],
  cancelParcel: cancelParcel as HandlerTable['cancelParcel'],
};
