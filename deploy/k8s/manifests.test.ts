import { readFileSync, readdirSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse, parseAllDocuments } from 'yaml';

// deploy/k8s checked without a cluster: every manifest against Kubernetes' own (strict) schemas kept in schemas/,
// and the rules the platform relies on: probes, resource requests, secrets only from mb-secrets, NetworkPolicies,
// traces sent to Jaeger.
const dir = new URL('./', import.meta.url);
const schemas = new URL('./schemas/v1.35.0/', import.meta.url);
const readText = (file: string, base = dir) => readFileSync(new URL(file, base), 'utf8');

type Labels = Record<string, string>;
type Selector = { matchLabels?: Labels; matchExpressions?: { key: string; operator: string; values?: string[] }[] };
type Container = {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string } }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
};
type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec: {
    template: {
      metadata: { labels: Labels; annotations?: Record<string, string> };
      spec: { containers: Container[]; volumes?: unknown[] };
    };
    replicas?: number;
    ports?: { name?: string; port: number; targetPort?: string | number }[];
    minAvailable?: number;
    selector?: Selector;
    podSelector: Selector;
    policyTypes?: string[];
    ingress?: { from?: { podSelector?: Selector }[]; ports?: { port: string | number }[] }[];
  };
};

const kustomization = parse(readText('kustomization.yaml')) as { resources: string[] };
const manifests: (Manifest & { file: string })[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readText(file)).map((document) => ({ ...(document.toJS() as Manifest), file })),
);
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
// The platform's processes; Jaeger (jaeger.yaml, the demo's traces) is checked on its own.
const deployments = ofKind('Deployment').filter((deployment) => deployment.metadata.name !== 'jaeger');
const podSpecs = [...ofKind('Deployment'), ...ofKind('Job')].map((manifest) => ({
  name: manifest.metadata.name,
  labels: manifest.spec.template.metadata.labels,
  spec: manifest.spec.template.spec,
}));

// x-kubernetes-* keywords and formats such as int32 are annotations to us: strict mode would refuse them.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema(JSON.parse(readText('_definitions.json', schemas)));
/** The schema file of an apiVersion and kind, named as kubeconform and kubernetes-validate name them. */
const schemaFile = ({ apiVersion, kind }: Manifest) => {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return `${[kind.toLowerCase(), group?.split('.')[0], version].filter(Boolean).join('-')}.json`;
};

function selects(selector: Selector, labels: Labels): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key] ?? '');
    throw new Error(`selector operator ${operator} not handled by this test`);
  });
  return byLabels && byExpressions;
}

it('lists every manifest of the folder in the kustomization', () => {
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
  expect([...kustomization.resources].sort()).toEqual(files.sort());
});

it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest] as const))(
  '%s is valid against the Kubernetes 1.35 schema, unknown fields refused',
  (_, { file, ...manifest }) => {
    const schema = JSON.parse(readText(schemaFile(manifest), schemas));
    const validate = ajv.getSchema(schema.$id) ?? ajv.compile(schema);
    expect(validate(manifest) ? [] : validate.errors).toEqual([]);
  },
);

it('probes every Deployment: readiness on /readyz and liveness on /healthz, at a port the container declares', () => {
  expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([
    'analytics',
    'billing',
    'catalog',
    'gateway',
    'identity',
    'invoicing',
    'restaurant',
  ]);
  for (const { spec } of deployments) {
    for (const container of spec.template.spec.containers) {
      const ports = (container.ports ?? []).flatMap((port) => [port.name, port.containerPort]);
      expect([container.name, container.readinessProbe?.httpGet?.path, ports.includes(container.readinessProbe?.httpGet?.port)]).toEqual([
        container.name,
        '/readyz',
        true,
      ]);
      expect([container.name, container.livenessProbe?.httpGet?.path, ports.includes(container.livenessProbe?.httpGet?.port)]).toEqual([
        container.name,
        '/healthz',
        true,
      ]);
    }
  }
});

it('gives every container CPU and memory requests and a memory limit', () => {
  for (const { spec } of podSpecs) {
    for (const { name, resources } of spec.containers) {
      expect({ name, cpu: !!resources?.requests?.cpu, memory: !!resources?.requests?.memory, limit: !!resources?.limits?.memory }).toEqual({
        name,
        cpu: true,
        memory: true,
        limit: true,
      });
    }
  }
});

it('reads credentials only from the Secret mb-secrets, every key of it made by the README command', () => {
  const secretLike = /SECRET|PRIVATE|PASSWORD|TOKEN|_KEY$|DATABASE(_ADMIN)?_URL$/;
  const readme = readText('README.md');
  const keys = podSpecs.flatMap(({ spec }) => spec.containers.flatMap((container) => container.env ?? []));
  for (const { name, value, valueFrom } of keys.filter((env) => secretLike.test(env.name))) {
    expect({ name, value, secret: valueFrom?.secretKeyRef?.name }).toEqual({ name, value: undefined, secret: 'mb-secrets' });
    expect(readme).toContain(`${valueFrom!.secretKeyRef!.key}=`);
  }
  expect(keys.filter((env) => env.valueFrom?.secretKeyRef).length).toBeGreaterThan(10);
  for (const configMap of ofKind('ConfigMap')) expect(Object.keys(configMap.data ?? {}).filter((key) => secretLike.test(key))).toEqual([]);
  // The Secret itself is made by hand per namespace, never committed.
  expect(ofKind('Secret')).toEqual([]);
});

it('denies ingress by default and opens each Deployment to its callers only, the gateway to anyone', () => {
  const policies = ofKind('NetworkPolicy');
  const denyAll = policies.filter(
    ({ spec }) =>
      selects(spec.podSelector, {}) &&
      Object.keys(spec.podSelector).length === 0 &&
      spec.policyTypes?.includes('Ingress') &&
      !spec.ingress?.length,
  );
  expect(denyAll).toHaveLength(1);
  for (const deployment of deployments) {
    const labels = deployment.spec.template.metadata.labels;
    const rules = policies
      .filter(({ spec }) => spec.ingress?.length && selects(spec.podSelector, labels))
      .flatMap(({ spec }) => spec.ingress!);
    const name = deployment.metadata.name;
    expect({
      name,
      opened: rules.length > 0,
      onHttpOnly: rules.every((rule) => rule.ports?.every((port) => port.port === 'http')),
    }).toEqual({ name, opened: true, onHttpOnly: true });
    const fromAnyone = rules.some((rule) => !rule.from?.length);
    expect({ name, fromAnyone }).toEqual({ name, fromAnyone: name === 'gateway' });
  }
});

it("has Prometheus scrape every Deployment's /metrics on its http port, reachable from the monitoring namespace only", () => {
  for (const deployment of deployments) {
    const { name } = deployment.metadata;
    const http = deployment.spec.template.spec.containers[0]!.ports!.find((port) => port.name === 'http')!.containerPort;
    expect({ name, ...deployment.spec.template.metadata.annotations }).toEqual({
      name,
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(http),
      'prometheus.io/path': '/metrics',
    });
    expect(deployment.spec.template.spec.containers[0]!.env).toContainEqual({
      name: 'METRICS_TOKEN',
      valueFrom: { secretKeyRef: { name: 'mb-secrets', key: 'METRICS_TOKEN' } },
    });
  }
  const scrape = ofKind('NetworkPolicy').find((policy) => policy.metadata.name === 'metrics-scrape')!;
  expect(scrape.spec.ingress).toEqual([
    {
      from: [
        {
          namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
          podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
        },
      ],
      ports: [{ port: 'http' }],
    },
  ]);
});

it('runs every Deployment at two replicas or more, each kept at one pod or more through drains, with no file on a pod', () => {
  const budgets = ofKind('PodDisruptionBudget');
  for (const deployment of deployments) {
    const { name } = deployment.metadata;
    const labels = deployment.spec.template.metadata.labels;
    const budget = budgets.filter((pdb) => selects(pdb.spec.selector!, labels));
    expect({ name, replicas: deployment.spec.replicas, budgets: budget.map((pdb) => pdb.spec.minAvailable) }).toEqual({
      name,
      replicas: 2,
      budgets: [1],
    });
    // Uploads go to GridFS (MEDIA_MONGODB_URL): a volume would tie them to the pods that mount it.
    expect({ name, volumes: deployment.spec.template.spec.volumes ?? [] }).toEqual({ name, volumes: [] });
  }
  expect(ofKind('PersistentVolumeClaim')).toEqual([]);
});

it("sends every process's traces to Jaeger over OTLP: the shared config preloads the telemetry and names the endpoint", () => {
  const config = ofKind('ConfigMap').find((configMap) => configMap.metadata.name === 'mb-config')!.data!;
  expect(config.NODE_OPTIONS!.split(' ')).toEqual(expect.arrayContaining(['--import', '@mb/service-kit/telemetry']));
  expect(config.OTEL_TRACES_SAMPLER).toBe('parentbased_traceidratio');
  expect(Number(config.OTEL_TRACES_SAMPLER_ARG)).toBeGreaterThan(0);
  expect(Number(config.OTEL_TRACES_SAMPLER_ARG)).toBeLessThanOrEqual(1);
  expect(Number(config.MB_TRACES_PER_SECOND)).toBeGreaterThan(0); // what tracing costs a busy pod stays bounded

  // The endpoint is a port of the jaeger Service that leads to Jaeger's OTLP port.
  const endpoint = new URL(config.OTEL_EXPORTER_OTLP_ENDPOINT!);
  const service = ofKind('Service').find((manifest) => manifest.metadata.name === endpoint.hostname)!;
  const [jaeger] = ofKind('Deployment').filter((deployment) => deployment.metadata.name === endpoint.hostname);
  const target = service.spec.ports!.find((port) => port.port === Number(endpoint.port))?.targetPort;
  const container = jaeger!.spec.template.spec.containers[0]!;
  expect(container.ports).toContainEqual({ name: target, containerPort: 4318 });
  expect(jaeger!.spec.replicas).toBe(1); // traces in memory: a second pod would hold other traces

  // Only OTLP is opened, to the namespace's pods, not to anyone (metrics-scrape names `http`, which Jaeger has not);
  // the UI is for `kubectl port-forward`.
  const jaegerRules = ofKind('NetworkPolicy')
    .filter(({ spec }) => spec.ingress?.length && selects(spec.podSelector, jaeger!.spec.template.metadata.labels))
    .flatMap(({ spec }) => spec.ingress!);
  const declared = container.ports!.map((port) => port.name);
  expect(jaegerRules.flatMap((rule) => rule.ports ?? []).filter((port) => declared.includes(String(port.port)))).toEqual([
    { port: target },
  ]);
  const otlpRules = jaegerRules.filter((rule) => rule.ports?.some((port) => port.port === target));
  expect(otlpRules.every((rule) => rule.from?.length)).toBe(true);
  // Every Deployment and Job reads that config, sets none of it itself, and its pods may reach Jaeger.
  for (const { name, labels, spec } of podSpecs.filter((pod) => pod.name !== 'jaeger')) {
    for (const { envFrom = [], env = [] } of spec.containers) {
      expect({
        name,
        config: envFrom.some((source) => source.configMapRef?.name === 'mb-config'),
        overrides: env.map((variable) => variable.name).filter((key) => key === 'NODE_OPTIONS' || key.startsWith('OTEL_')),
        reachesJaeger: otlpRules.some((rule) => rule.from!.some((peer) => peer.podSelector && selects(peer.podSelector, labels))),
      }).toEqual({ name, config: true, overrides: [], reachesJaeger: true });
    }
  }
});
