import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Station } from '@mb/contracts';
import { useRecall } from '../stations/stations-api.js';

/**
 * Above the board: which station it shows ('Todas' or one, kept on the device) and 'Recuperar último', which brings
 * that station's last delivered ticket back to Listo.
 */
export function StationBar({
  stations,
  station,
  onChoose,
  readOnly,
}: {
  stations: Station[];
  station: Station | null;
  onChoose: (stationId: string | null) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('restaurant');
  const recall = useRecall();
  const all = '';
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <SegmentedControl
        aria-label={t('kitchen.station')}
        value={station?.id ?? all}
        onChange={(value) => onChoose(value === all ? null : value)}
        data={[{ value: all, label: t('kitchen.allStations') }, ...stations.map((one) => ({ value: one.id, label: one.name }))]}
      />
      {!readOnly && (
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
          loading={recall.isPending}
          onClick={() => recall.mutate(station?.id ?? null)}
        >
          {t('kitchen.recall')}
        </Button>
      )}
    </Group>
  );
}
