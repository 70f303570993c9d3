// CUDA 13.3's ptxas, the judge of PTX ISA 9.1 to 9.3, as scripts/fetch-ptxas-13.3.sh leaves it in
// the ignored .cache/ (the ptxas on PATH is 13.0's).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ptx.js';

export const PTXAS_13_3 = join(ROOT, '.cache', 'ptxas-13.3', 'ptxas');

let checked: boolean | null = null;

/** Whether ptxas 13.3 is there; says once how to fetch it when it is not. */
export function havePtxas133(): boolean {
  if (checked === null) {
    checked = existsSync(PTXAS_13_3);
    if (!checked) console.log('ptxas 13.3 not found (scripts/fetch-ptxas-13.3.sh fetches it): skipping the tests that need it');
  }
  return checked;
}
