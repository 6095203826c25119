/** The blue a 100% cohort cell is painted in (antd's primary blue). */
export const COHORT_BLUE: readonly [number, number, number] = [22, 119, 255];

/** Above this percentage a cell's text turns white and bold. */
export const COHORT_BOLD_ABOVE = 60;

export interface CohortBadgeStyle {
  backgroundColor: string;
  color: string;
  fontWeight: 'bold' | 'normal';
}

/** The badge of a cohort cell: white at 0%, full blue at 100%, straight in between; white bold text above 60%. */
export function cohortBadgeStyle(percentage: number): CohortBadgeStyle {
  const share = Number.isFinite(percentage) ? Math.min(100, Math.max(0, percentage)) / 100 : 0;
  const [r, g, b] = COHORT_BLUE.map((full) => Math.round(255 + (full - 255) * share));
  const bold = percentage > COHORT_BOLD_ABOVE;
  return {
    backgroundColor: `rgb(${r}, ${g}, ${b})`,
    color: bold ? 'rgb(255, 255, 255)' : 'rgba(0, 0, 0, 0.88)',
    fontWeight: bold ? 'bold' : 'normal',
  };
}
