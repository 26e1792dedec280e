import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsSummary } from '@mb/contracts';

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Page views per day, with the period just before drawn beside it day by day (day 1 against day 1, and so on). */
export function PageviewsChart({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation('admin');
  const current = t('analytics.chart.current');
  const previous = t('analytics.chart.previous');
  const rows = summary.pageviews_by_day.map((day, index) => ({
    label: dayMonth(day.day),
    [current]: day.pageviews,
    [previous]: summary.previous_pageviews_by_day[index]?.pageviews ?? 0,
  }));
  const total = (days: AnalyticsSummary['pageviews_by_day']) => days.reduce((sum, day) => sum + day.pageviews, 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="sm">
        {t('analytics.chart.title')}
      </Text>
      <div
        role="img"
        aria-label={`${t('analytics.chart.title')}: ${current} ${total(summary.pageviews_by_day)}, ${previous} ${total(summary.previous_pageviews_by_day)}`}
        style={{ width: '100%', height: 280 }}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 800, height: 280 }}>
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey={current} stroke="#1c7ed6" strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey={previous} stroke="#adb5bd" strokeDasharray="5 5" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
