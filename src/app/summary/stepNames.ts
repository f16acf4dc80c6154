import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StepKind } from '../../../domain/journey/timeline.js';

/** The timeline's steps as the panel names them. */
export const STEP_NAMES: Record<StepKind, MessageDescriptor> = {
  contacted: msg`Kontaktuar`,
  measured: msg`Matur`,
  offered: msg`Ofertuar`,
  agreed: msg`Marreveshje`,
  produced: msg`Prodhuar`,
  deposited: msg`Ne depo`,
  transported: msg`Transportuar`,
  installed: msg`Instaluar`,
  serviced: msg`Servisuar`,
  rated: msg`Vleresuar`,
};
