import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel } from 'kafkajs';
import { namespaced } from '@mb/service-kit';

/**
 * Until a gateway's catalog consumer is in its group the gateway keeps no public answer: wait for it as Kafka sees it
 * (a group of that namespace's `gateway.public-catalog.*` in state Stable), 15 s at most.
 */
export async function gatewayHearsCatalog(namespace: string): Promise<void> {
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  const admin = new Kafka({ brokers, clientId: 'test', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const { groups } = await admin.listGroups();
      const ours = groups.filter((group) => group.groupId.startsWith(namespaced(namespace, 'gateway.public-catalog.')));
      const described = ours.length ? await admin.describeGroups(ours.map((group) => group.groupId)) : { groups: [] };
      if (described.groups.some((group) => group.state === 'Stable')) return;
      await sleep(100);
    }
    throw new Error("the gateway's catalog consumer never joined its group");
  } finally {
    await admin.disconnect();
  }
}
