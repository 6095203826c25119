import { norm360 } from './angles.js';
import {
  BHAKOOT_POINTS,
  GANA_OF_NAKSHATRA,
  GANA_POINTS,
  GRAHA_FRIENDS,
  LORD_OF_SIGN,
  MAITRI_POINTS,
  NADI_OF_NAKSHATRA,
  TARA_INAUSPICIOUS,
  VARNA_OF_SIGN,
  VARNA_RANK,
  VASHYA_OF_SIGN,
  VASHYA_POINTS,
  YONI_OF_NAKSHATRA,
  YONI_ORDER,
  YONI_POINTS,
  type Graha,
  type Relation,
} from './gunaTables.js';

export interface GunaMilan {
  varna: number;
  vashya: number;
  tara: number;
  yoni: number;
  maitri: number;
  gana: number;
  bhakoot: number;
  nadi: number;
  /** out of 36 */
  total: number;
}

const NAKSHATRA_SPAN = 360 / 27;

interface MoonPlace {
  sign: number;
  degreeInSign: number;
  nakshatra: number;
}

function place(siderealMoon: number): MoonPlace {
  const lng = norm360(siderealMoon);
  const sign = Math.floor(lng / 30);
  return { sign, degreeInSign: lng - sign * 30, nakshatra: Math.min(26, Math.floor(lng / NAKSHATRA_SPAN)) };
}

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new RangeError(`index ${i} outside the table`);
  return v;
}

function vashyaGroup(p: MoonPlace) {
  const [first, second] = at(VASHYA_OF_SIGN, p.sign);
  return p.degreeInSign < 15 ? first : second;
}

function relation(of: Graha, to: Graha): Relation {
  const r = GRAHA_FRIENDS[of];
  if (r.friends.includes(to)) return 'friend';
  if (r.enemies.includes(to)) return 'enemy';
  return 'neutral';
}

function tara(from: number, to: number): number {
  const count = ((to - from + 27) % 27) + 1;
  return TARA_INAUSPICIOUS.includes(count % 9) ? 0 : 1.5;
}

/** Ashtakoota guna milan from the boy's and the girl's sidereal Moon longitudes (degrees). */
export function gunaMilan(boyMoonLng: number, girlMoonLng: number): GunaMilan {
  const boy = place(boyMoonLng);
  const girl = place(girlMoonLng);

  const varna = VARNA_RANK[at(VARNA_OF_SIGN, boy.sign)] >= VARNA_RANK[at(VARNA_OF_SIGN, girl.sign)] ? 1 : 0;
  const vashya = VASHYA_POINTS[vashyaGroup(boy)][vashyaGroup(girl)];
  const taraPoints = tara(girl.nakshatra, boy.nakshatra) + tara(boy.nakshatra, girl.nakshatra);
  const yoni = at(
    at(YONI_POINTS, YONI_ORDER.indexOf(at(YONI_OF_NAKSHATRA, boy.nakshatra))),
    YONI_ORDER.indexOf(at(YONI_OF_NAKSHATRA, girl.nakshatra)),
  );
  const boyLord = at(LORD_OF_SIGN, boy.sign);
  const girlLord = at(LORD_OF_SIGN, girl.sign);
  const maitri =
    boyLord === girlLord ? 5 : MAITRI_POINTS[`${relation(boyLord, girlLord)}-${relation(girlLord, boyLord)}`];
  const gana = GANA_POINTS[at(GANA_OF_NAKSHATRA, boy.nakshatra)][at(GANA_OF_NAKSHATRA, girl.nakshatra)];
  const bhakoot = at(BHAKOOT_POINTS, (boy.sign - girl.sign + 12) % 12);
  const nadi = at(NADI_OF_NAKSHATRA, boy.nakshatra) === at(NADI_OF_NAKSHATRA, girl.nakshatra) ? 0 : 8;

  const total = varna + vashya + taraPoints + yoni + maitri + gana + bhakoot + nadi;
  return { varna, vashya, tara: taraPoints, yoni, maitri, gana, bhakoot, nadi, total };
}
