#!/bin/sh
# KAFKA_* variables -> server.properties (KAFKA_LOG_DIRS -> log.dirs); storage formatted once with CLUSTER_ID;
# then the broker in the foreground (PID 1).
set -eu
props=/opt/kafka/config/server.properties
env | grep '^KAFKA_' | grep -v -E '^KAFKA_(HEAP_OPTS|OPTS)=' | while IFS='=' read -r name value; do
  echo "$(echo "${name#KAFKA_}" | tr 'A-Z_' 'a-z.')=$value"
done > "$props"
cp="/opt/kafka/libs/*"
log="-Dlog4j.configuration=file:/opt/kafka/config/log4j.properties -Dkafka.logs.dir=/tmp"
java -Xmx128m $log -cp "$cp" kafka.tools.StorageTool format -t "${CLUSTER_ID:?CLUSTER_ID is required}" -c "$props" --ignore-formatted > /dev/null
exec java ${KAFKA_HEAP_OPTS:--Xmx512m} -XX:+UseG1GC -Djava.awt.headless=true $log ${KAFKA_OPTS:-} -cp "$cp" kafka.Kafka "$props"
