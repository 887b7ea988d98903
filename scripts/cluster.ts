// usage: tsx scripts/cluster.ts up|down|status
//
// Starts, stops or describes the local Kubernetes control plane the examples run against
// (scripts/lib/cluster.ts). `up` builds the missing tools first, stops a cluster left by an
// earlier run, and prints the kubeconfig to use: `export KUBECONFIG=<path>`.
import {CLUSTER_DIR, current, down, up} from './lib/cluster';

async function main(command = 'status'): Promise<number> {
  if (command === 'up') {
    const cluster = await up();
    console.log(`export KUBECONFIG=${cluster.kubeconfig}`);
    return 0;
  }
  if (command === 'down') {
    const stopped = await down();
    console.log(
      stopped.length
        ? `Stopped the cluster in ${CLUSTER_DIR} (processes ${stopped.join(', ')})`
        : `No cluster was running in ${CLUSTER_DIR}`,
    );
    return 0;
  }
  if (command === 'status') {
    const cluster = current();
    console.log(
      cluster ? `Running at ${cluster.server}: export KUBECONFIG=${cluster.kubeconfig}` : `No cluster is running in ${CLUSTER_DIR}`,
    );
    return cluster ? 0 : 1;
  }
  console.error('usage: npm run cluster -- up|down|status');
  return 2;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(err.message);
    process.exit(1);
  },
);
