// jest's globalTeardown on the local infrastructure: deletes the Kafka topics and consumer groups of this run's test
// files (their namespaces start with `t<TEST_RUN_ID>`). Left behind, about twenty full runs' partitions (some 500
// topics each) made the broker take longer to start than `npm run infra:up` waits. Other runs' namespaces are not
// touched, so runs side by side do not disturb each other. Best effort: a broker that is gone fails no test.
import { Kafka, logLevel } from 'kafkajs';

export default async function globalTeardown() {
  if (!process.env.TEST_RUN_ID) return;
  const prefix = `t${process.env.TEST_RUN_ID}`;
  const kafka = new Kafka({
    clientId: 'jest-teardown',
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
    if (topics.length) await admin.deleteTopics({ topics, timeout: 60000 });
    const groups = (await admin.listGroups()).groups.map((group) => group.groupId).filter((group) => group.startsWith(prefix));
    if (groups.length) await admin.deleteGroups(groups);
    console.log(`jest teardown: deleted this run's ${topics.length} Kafka topics and ${groups.length} consumer groups`);
  } catch (error) {
    console.warn(`jest teardown: this run's Kafka topics were not all deleted (${error.message})`);
  } finally {
    await admin.disconnect();
  }
}
