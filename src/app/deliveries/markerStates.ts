import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransportState } from '../../../domain/transport/rules.js';
import type { MarkerTone } from '../../ui/mapIcons';

/** The states as the transport and installation tables and maps say them (spec 001 §2: 1 on hold, 2 started, 3 complete; §4 marker states). */
export const STATE_LABELS: Record<TransportState, MessageDescriptor> = {
  1: msg`Ne pritje`,
  2: msg`E nisur`,
  3: msg`E perfunduar`,
};

/** The marker colour of each state (spec 001 §4: 1 not started, 2 started, 3 both set) for transport and installation alike. */
export const STATE_TONES: Record<TransportState, MarkerTone> = { 1: 'grey', 2: 'orange', 3: 'green' };
