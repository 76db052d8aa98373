import { fitNote, type Processor, plural } from "./types";

/**
 * Incident triage from pasted `kubectl` output (get pods, describe pod, get events): the text is
 * searched for the failure signatures the Kubernetes documentation describes ("Debug Pods",
 * "Debug Running Pods", "Node-pressure Eviction", "Assign Pods to Nodes"), each with what it
 * usually means and the read-only command that confirms it. Causes are ranked by weight (how
 * directly the signature stops a workload) × lines of evidence. Rules, not a model: a cause with
 * no signature here is not found.
 */

interface Signature {
  name: string;
  pattern: RegExp;
  /** 1–5: how directly it stops the workload. */
  weight: number;
  meaning: string;
  confirm: string;
}

const signatures: readonly Signature[] = [
  {
    name: "Container killed for exceeding its memory limit",
    pattern: /OOMKilled|Exit Code:\s*137/,
    weight: 5,
    meaning: "the container used more memory than its limit; raise the limit or find the leak",
    confirm: "kubectl describe pod <pod> | grep -A5 'Last State'",
  },
  {
    name: "Crash loop",
    pattern: /CrashLoopBackOff|Back-off restarting failed container/,
    weight: 5,
    meaning: "the container exits right after starting, often after a config or image change",
    confirm: "kubectl logs <pod> --previous",
  },
  {
    name: "Image cannot be pulled",
    pattern: /ImagePullBackOff|ErrImagePull|manifest unknown|pull access denied/,
    weight: 5,
    meaning: "wrong image name or tag, or missing registry credentials",
    confirm: "kubectl describe pod <pod> | grep -A3 Failed",
  },
  {
    name: "Missing ConfigMap or Secret",
    pattern: /CreateContainerConfigError|configmap .* not found|secret .* not found/i,
    weight: 5,
    meaning: "the pod refers to a ConfigMap or Secret that does not exist in its namespace",
    confirm: "kubectl get configmap,secret -n <namespace>",
  },
  {
    name: "Not enough capacity to schedule",
    pattern: /FailedScheduling|Insufficient (cpu|memory)|didn't match Pod's node affinity|untolerated taint/,
    weight: 4,
    meaning: "no node has room for the pod's requests or matches its constraints",
    confirm: "kubectl describe nodes | grep -A8 'Allocated resources'",
  },
  {
    name: "Exhausted pod IP range",
    pattern: /failed to (allocate|assign) (an )?IP|no IP addresses available|ip address pool exhausted/i,
    weight: 4,
    meaning: "the node or subnet has no free pod IPs; pods cannot start networking",
    confirm: "kubectl get pods -A -o wide --field-selector spec.nodeName=<node>",
  },
  {
    name: "Node pressure evictions",
    pattern: /Evicted|DiskPressure|MemoryPressure|PIDPressure|The node was low on resource/,
    weight: 4,
    meaning: "the kubelet evicts pods to protect the node",
    confirm: "kubectl describe node <node> | grep -A6 Conditions",
  },
  {
    name: "Volume cannot be mounted",
    pattern: /FailedMount|FailedAttachVolume|Multi-Attach error/,
    weight: 4,
    meaning: "a volume is missing, still attached elsewhere or its claim is unbound",
    confirm: "kubectl get pvc -n <namespace>",
  },
  {
    name: "Failing readiness probe",
    pattern: /Readiness probe failed/,
    weight: 3,
    meaning: "the pod runs but is taken out of its Service; check the probe's path, port and timing",
    confirm: "kubectl describe pod <pod> | grep -A3 Readiness",
  },
  {
    name: "Failing liveness probe",
    pattern: /Liveness probe failed/,
    weight: 3,
    meaning: "the kubelet restarts the container; a probe that is too strict causes restart loops",
    confirm: "kubectl describe pod <pod> | grep -A3 Liveness",
  },
  {
    name: "Node not ready",
    pattern: /NodeNotReady|\bNotReady\b/,
    weight: 3,
    meaning: "a node stopped reporting; its pods are rescheduled after the eviction timeout",
    confirm: "kubectl get nodes",
  },
];

/** The causes found in `text`, most likely first. */
export function triage(text: string): { s: Signature; evidence: string[] }[] {
  const lines = text
    .replace(/\r/g, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return signatures
    .map((s) => ({ s, evidence: lines.filter((l) => s.pattern.test(l)) }))
    .filter((f) => f.evidence.length)
    .sort((a, b) => b.s.weight * b.evidence.length - a.s.weight * a.evidence.length || b.s.weight - a.s.weight);
}

/** The Kubernetes triage processor. */
export const k8sTriageProcessor: Processor = {
  expects: "the output of kubectl get pods, kubectl describe pod or kubectl get events from the incident",
  example: [
    "NAME                        READY   STATUS             RESTARTS      AGE",
    "checkout-7d9f8b6c5d-2xkqp   0/1     CrashLoopBackOff   6 (40s ago)   9m",
    "checkout-7d9f8b6c5d-8hj2w   0/1     OOMKilled          5 (1m ago)    9m",
    "cart-6c4b9d7f8-qq2lm        1/1     Running            0             3d",
    "",
    "LAST SEEN   TYPE      REASON      OBJECT                          MESSAGE",
    "2m          Warning   BackOff     pod/checkout-7d9f8b6c5d-2xkqp   Back-off restarting failed container checkout",
    "1m          Warning   Unhealthy   pod/cart-6c4b9d7f8-qq2lm        Readiness probe failed: HTTP probe failed with statuscode: 503",
  ].join("\n"),
  check(input) {
    if (!/kubectl|NAME\s+READY|REASON|Events:|pod\/|Status:|Warning/.test(input))
      return `The hire message holds no kubectl output; paste ${this.expects}.`;
    return null;
  },
  async run(input) {
    const found = triage(input);
    const lines = [
      found.length
        ? `${plural(found.length, "likely cause")}, most likely first (signature weight × lines of evidence):`
        : "None of the known failure signatures (OOMKilled, CrashLoopBackOff, image pulls, missing config, scheduling, IP exhaustion, evictions, volumes, probes, node readiness) appears in this output. Paste kubectl describe pod and kubectl get events for the failing pods.",
    ];
    for (const [i, { s, evidence }] of found.entries()) {
      lines.push(
        "",
        `${i + 1}. ${s.name}: ${s.meaning}.`,
        ...evidence.slice(0, 3).map((e) => `   evidence: ${e}`),
        ...(evidence.length > 3 ? [`   … and ${plural(evidence.length - 3, "more line")}`] : []),
        `   confirm: ${s.confirm}`,
      );
    }
    return fitNote(lines.join("\n"));
  },
};
