import { MEASURE_GEOLOCATION, positionText } from '../../../../domain/measure/location.js';

/** What the form asks of the device (the part of navigator.geolocation it uses). */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

/**
 * The device's position as the location field holds it ('lat,lng'), asked
 * with spec 000 §9's options (high accuracy, timeout 5000 ms, max age
 * 60000 ms). A refusal, a timeout or no GPS at all is only logged (issue
 * 14): the answer is null and the field stays as it was, editable, so the
 * measurer types the place instead.
 */
export function currentPosition(source: PositionSource | undefined): Promise<string | null> {
  return new Promise((resolve) => {
    if (!source) {
      console.warn('measure location: this device has no geolocation');
      resolve(null);
      return;
    }
    source.getCurrentPosition(
      (position) => resolve(positionText(position.coords)),
      (error) => {
        console.warn(`measure location: ${error.message || `geolocation error ${error.code}`}`);
        resolve(null);
      },
      { ...MEASURE_GEOLOCATION },
    );
  });
}
