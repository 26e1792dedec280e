#!/bin/sh
# As in Kafka's distribution: asks the brokers which API versions they speak (the health check uses it).
exec java ${KAFKA_HEAP_OPTS:--Xmx64m} -Dlog4j.configuration=file:/opt/kafka/config/log4j.properties -Dkafka.logs.dir=/tmp \
  -cp "/opt/kafka/libs/*" kafka.admin.BrokerApiVersionsCommand "$@"
