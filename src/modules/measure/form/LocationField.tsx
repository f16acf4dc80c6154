import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { positionText } from '../../../../domain/measure/location.js';
import { parseLatLng } from '../../../../domain/transport/location.js';
import { Button, TextField } from '../../../ui';
import { PointPicker } from '../../../ui/PointPicker';
import { currentPosition } from './currentPosition';

export interface LocationFieldProps {
  value: string;
  onChange: (value: string, at?: 'now' | 'soon') => void;
  error: string | null;
  canWrite: boolean;
}

/**
 * The measure's location (spec 000 §3 productLocation): typed, stamped from
 * the device's GPS ("use my position"), or checked and moved on a map (a
 * drag or a tap sets 'lat,lng'). A final measure needs it (the form says so
 * on this field).
 */
export function LocationField({ value, onChange, error, canWrite }: LocationFieldProps) {
  const { t } = useLingui();
  const [locating, setLocating] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const point = parseLatLng(value);
  const locate = async () => {
    setLocating(true);
    const text = await currentPosition(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    setLocating(false);
    if (text) onChange(text);
  };
  return (
    <div className="flex flex-col gap-2" data-field="productLocation">
      <TextField
        label={t`Lokacioni`}
        value={value}
        onChange={(text) => onChange(text, 'soon')}
        readOnly={!canWrite}
        error={error}
        hint={t`Gjeresia,gjatesia (p.sh. 42.662900,21.165500) ose adresa.`}
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-2">
        {canWrite && (
          <Button variant="secondary" onClick={() => void locate()} busy={locating}>
            {t`Perdor pozicionin tim`}
          </Button>
        )}
        <Button variant="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
          {mapOpen ? t`Mbyll harten` : t`Hap harten`}
        </Button>
      </div>
      {mapOpen && (
        <PointPicker
          label={canWrite ? t`Harta e lokacionit: terhiqni shenjen ose prekni harten per ta levizur` : t`Harta e lokacionit`}
          point={point}
          readOnly={!canWrite}
          onPick={(latitude, longitude) => onChange(positionText({ latitude, longitude }))}
        />
      )}
    </div>
  );
}
