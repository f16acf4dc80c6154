import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A project's shipment destination (spec 000 §3: 1 local, 2 export, 3 inner stock). */
export const DESTINATION_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Vendor`,
  2: msg`Eksport`,
  3: msg`Stoku i brendshem`,
};
