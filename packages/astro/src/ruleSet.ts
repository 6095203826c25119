import type { AspectKey } from './aspects.js';

export type Strength = 'veryHigh' | 'high' | 'medium' | 'low' | 'veryLow';
export type HeartBand = 'veryHigh' | 'high' | 'medium' | 'veryLow';
export type Category = 'communication' | 'connection' | 'energy' | 'stability';

export const STRENGTHS: readonly Strength[] = ['veryHigh', 'high', 'medium', 'low', 'veryLow'];
export const HEART_BANDS: readonly HeartBand[] = ['veryHigh', 'high', 'medium', 'veryLow'];
export const CATEGORIES: readonly Category[] = ['communication', 'connection', 'energy', 'stability'];

/** Entered part of a synastry rule. */
export interface SynastryRule {
  /** planetA_degree_planetB, e.g. "su_120_mo" */
  rules: string;
  communication: number;
  connection: number;
  energy: number;
  stability: number;
  isVisible?: boolean;
}

/** An orb: the aspect key, its value in degrees, and whether its checkbox is ticked. */
export interface OrbSetting {
  key: AspectKey | string;
  value: number | null;
  enabled?: boolean;
}

/** A row of the Synastry Category Text table: thresholds on the 0–4 scale for the four categories. */
export interface CategoryRow {
  label: Strength | string;
  val1: number;
  val2: number;
  val3: number;
  val4: number;
}

export interface Range {
  val1: number;
  val2: number;
}

/** The scoring part of a rule/score set (protocol). */
export interface RuleSet {
  planets: readonly string[];
  orbs: readonly OrbSetting[];
  synastryCategory: readonly CategoryRow[];
  heartLogo: Partial<Record<HeartBand, Range>>;
  synastryVsGm: readonly { label: string; val1: number; val2: number }[];
  synastryRules: readonly SynastryRule[];
}
