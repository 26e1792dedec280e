import { Badge, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { planNames } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import { colombiaDay } from '../stats/colombia-day.js';
import { rangeFeature, rangePresets, type ReportRange } from './report-range.js';

/** The presets (a locked one names the plan that unlocks it) and the two days of a range of one's own. */
export function RangePicker({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const { t } = useTranslation('restaurant');
  const { features } = useRestaurantSession();
  const today = colombiaDay();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Group gap={6} role="group" aria-label={t('reports.range')}>
        {rangePresets.map((preset) => {
          const candidate = preset.range();
          const needed = rangeFeature(candidate);
          const locked = needed ? features.find((feature) => feature.key === needed) : undefined;
          const name = t(`reports.presets.${preset.key}`);
          const current = candidate.from === range.from && candidate.to === range.to;
          if (locked && !locked.included) {
            const plan = planNames[locked.unlocked_by];
            return (
              <Tooltip key={preset.key} label={t('reports.lockedPreset', { plan })}>
                <Button
                  size="xs"
                  variant="default"
                  disabled
                  leftSection={<IconLock size={14} aria-hidden />}
                  rightSection={<Badge size="xs">{plan}</Badge>}
                  aria-label={`${name} — ${t('reports.lockedPreset', { plan })}`}
                >
                  {name}
                </Button>
              </Tooltip>
            );
          }
          return (
            <Button
              key={preset.key}
              size="xs"
              variant={current ? 'filled' : 'light'}
              aria-pressed={current}
              onClick={() => onChange(candidate)}
            >
              {name}
            </Button>
          );
        })}
      </Group>
      <TextInput
        type="date"
        size="xs"
        label={t('reports.from')}
        value={range.from}
        max={range.to}
        onChange={(event) => event.currentTarget.value && onChange({ ...range, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        size="xs"
        label={t('reports.to')}
        value={range.to}
        min={range.from}
        max={today}
        onChange={(event) => event.currentTarget.value && onChange({ ...range, to: event.currentTarget.value })}
      />
    </Group>
  );
}
