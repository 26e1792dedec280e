import { useState } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planNames, planTypes, renewalMonths, type PlanType, type RenewalQuote, type Subscription } from '@mb/contracts';
import { fetchRenewalQuote } from './renewal-api.js';
import { RenewalQuoteSummary } from './renewal-quote-summary.js';
import { firstUpgrade, isUpgrade } from './upgrade-plans.js';
import { usePayRenewal } from './use-pay-renewal.js';
import './renewal-translations.js';

const monthChoices = Array.from({ length: renewalMonths.max - renewalMonths.min + 1 }, (_, index) => renewalMonths.min + index);

/** The server's price for the choice: while it is worked out, why it was refused, or the summary. */
function QuoteArea({ quote }: { quote: UseQueryResult<RenewalQuote> }) {
  const { t } = useTranslation('account');
  if (quote.isPending) {
    return (
      <Center py="sm" aria-busy="true">
        <Loader size="sm" aria-label={t('renewal.quoting')} />
      </Center>
    );
  }
  if (quote.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {quote.error.message}
      </Alert>
    );
  }
  return <RenewalQuoteSummary quote={quote.data} />;
}

function RenewalForm({ subscription, onClose }: { subscription: Subscription; onClose(): void }) {
  const { t } = useTranslation('account');
  const [plan, setPlan] = useState<PlanType | null>(() => firstUpgrade(subscription.plan_type));
  const [months, setMonths] = useState<number>(renewalMonths.min);
  const { pay, starting } = usePayRenewal(onClose);

  const quote = useQuery({
    queryKey: ['account', 'renewal-quote', subscription.id, plan, months],
    queryFn: ({ signal }) => fetchRenewalQuote({ subscriptionId: subscription.id, plan: plan!, months }, signal),
    enabled: plan !== null,
    retry: false,
    gcTime: 0,
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('renewal.currentPlan', { plan: planNames[subscription.plan_type] })}
      </Text>
      <Radio.Group
        label={t('renewal.plan')}
        description={t('renewal.upgradesOnly')}
        value={plan}
        onChange={(value) => setPlan(value as PlanType)}
      >
        <Stack gap="xs" mt="xs">
          {planTypes.map((type) => {
            const available = isUpgrade(subscription.plan_type, type);
            return (
              <Radio
                key={type}
                value={type}
                label={planNames[type]}
                description={available ? undefined : t('renewal.unavailable')}
                disabled={!available}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <NativeSelect
        label={t('renewal.months')}
        value={String(months)}
        onChange={(event) => setMonths(Number(event.currentTarget.value))}
        data={monthChoices.map((count) => ({ value: String(count), label: t('renewal.monthsOption', { count }) }))}
      />
      {plan !== null && (
        <>
          <Divider />
          <QuoteArea quote={quote} />
        </>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose} disabled={starting}>
          {t('renewal.cancel')}
        </Button>
        <Button
          loading={starting}
          disabled={!quote.isSuccess}
          onClick={() => plan && void pay({ subscriptionId: subscription.id, plan, months })}
        >
          {t('renewal.pay')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Spec 2 §2.3: renew a subscription to a higher plan for 1 to 12 months, billed monthly, paid by card. The
 * server's quote (with the unused days of the current plan credited) shows before paying.
 */
export function RenewalModal({ subscription, opened, onClose }: { subscription: Subscription; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('renewal.title', { product: subscription.product_name })}
      centered
      closeButtonProps={{ 'aria-label': t('renewal.close') }}
    >
      <RenewalForm subscription={subscription} onClose={onClose} />
    </Modal>
  );
}
