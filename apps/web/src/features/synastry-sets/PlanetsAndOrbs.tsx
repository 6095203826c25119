import { useRef, type CSSProperties } from 'react';
import { Card, Checkbox, Col, InputNumber, Row } from 'antd';
import { ORB_MAX, SYNASTRY_ASPECTS, SYNASTRY_PLANETS } from '@orrery/contract';
import { setOrbEnabled, setOrbValue, togglePlanet, type Draft } from './draft';
import { numberOrNull } from './TableCard';

/** An orb's input: wide enough for "degrees" and a value such as 10.5. */
const ORB_INPUT_WIDTH = 84;
/** As many orbs a row as fit the card. */
const orbGrid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '8px 16px',
};
/** An orb: its box and name (wrapping in its own space), then its input. */
const orbCell: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: 8,
};

interface Props {
  draft: Draft;
  onChange: (next: Draft) => void;
  disabled: boolean;
}

/**
 * The planets checklist and the orbs, each with its enable box: unticking clears the value, ticking
 * again brings it back; a ticked orb without a value is shown invalid (Save refuses it). Each orb is its
 * box and name, then its input, in a cell of its own: as many cells a row as fit the card, the name
 * wrapping rather than running under the input.
 */
export function PlanetsAndOrbs({ draft, onChange, disabled }: Props) {
  // the values cleared by unticking, while this version of the set is shown (the page remounts it)
  const cleared = useRef(new Map<string, number>());
  const tick = (key: string, enabled: boolean, value: number | null) => {
    if (!enabled && value !== null) cleared.current.set(key, value);
    onChange(setOrbEnabled(draft, key, enabled, cleared.current.get(key) ?? null));
  };
  return (
    <Row gutter={16}>
      <Col xs={24} lg={8}>
        <Card title="Planets" size="small">
          <Checkbox.Group
            aria-label="Planets"
            disabled={disabled}
            value={draft.planets}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}
            options={SYNASTRY_PLANETS.map((p) => ({ label: p, value: p }))}
            onChange={(values) => {
              let next = draft;
              for (const p of SYNASTRY_PLANETS) next = togglePlanet(next, p, values.includes(p));
              onChange(next);
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title="Orbs" size="small">
          <div style={orbGrid}>
            {SYNASTRY_ASPECTS.map((aspect) => {
              const orb = draft.orbs.find((o) => o.key === aspect.key);
              const enabled = orb?.enabled ?? false;
              return (
                <div key={aspect.key} style={orbCell}>
                  <Checkbox
                    aria-label={`${aspect.label} enabled`}
                    disabled={disabled || !orb}
                    checked={enabled}
                    onChange={(e) => tick(aspect.key, e.target.checked, orb?.value ?? null)}
                  >
                    {aspect.label} ({aspect.code}°)
                  </Checkbox>
                  <InputNumber
                    aria-label={`${aspect.label} orb`}
                    size="small"
                    style={{ width: ORB_INPUT_WIDTH }}
                    min={0}
                    max={ORB_MAX}
                    step={0.5}
                    disabled={disabled || !enabled}
                    status={enabled && (orb?.value ?? null) === null ? 'error' : undefined}
                    placeholder={enabled ? 'degrees' : undefined}
                    value={orb?.value ?? null}
                    onChange={(v) => onChange(setOrbValue(draft, aspect.key, numberOrNull(v)))}
                  />
                </div>
              );
            })}
          </div>
        </Card>
      </Col>
    </Row>
  );
}
