// Run once by the production profile's `mongo-init` service (docker-compose.yml, `mongosh --nodb`):
// makes replica set rs0 the three members mongo, mongo-2 and mongo-3, then exits 0.
// - Fresh volumes: rs.initiate with the three (mongo preferred as primary).
// - `mongo` already a one-node set (its healthcheck initiated it first, or a single-machine deployment
//   grows into the production profile): the missing members are added one at a time, as MongoDB's
//   safe reconfig requires; its data stays and the new members copy it (initial sync).
// - All three already in: nothing changes. Any step that cannot finish in 120 s exits 1.
const set = 'rs0';
const hosts = ['mongo:27017', 'mongo-2:27017', 'mongo-3:27017'];
const deadline = Date.now() + 120_000;

const admin = (host) =>
  new Mongo(`mongodb://${host}/?directConnection=true&serverSelectionTimeoutMS=2000`).getDB('admin');

// mongosh throws on { ok: 0 } in some versions and returns it in others: one shape for both.
function command(db, cmd) {
  try {
    return db.runCommand(cmd);
  } catch (e) {
    return { ok: 0, codeName: e.codeName, errmsg: e.message };
  }
}

function retry(what, step) {
  for (;;) {
    try {
      return step();
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`${what}: gave up after 120 s: ${e.message}`);
      sleep(1000);
    }
  }
}

function primary() {
  return retry('waiting for a primary', () => {
    const hello = command(admin(hosts[0]), { hello: 1 });
    if (!hello.primary) throw new Error('no primary yet');
    return admin(hello.primary);
  });
}

function addMissing(host) {
  retry(`adding ${host}`, () => {
    const p = primary();
    const got = command(p, { replSetGetConfig: 1 });
    if (!got.ok) throw new Error(got.errmsg);
    const config = got.config;
    if (config.members.some((m) => m.host === host)) return;
    config.members.push({ _id: Math.max(...config.members.map((m) => m._id)) + 1, host });
    config.version += 1;
    delete config.term;
    // Fails (and is retried) while the previous reconfig is not yet committed.
    const done = command(p, { replSetReconfig: config });
    if (!done.ok) throw new Error(done.errmsg);
    print(`mongo-init: added ${host} to ${set}`);
  });
}

try {
  for (const host of hosts) retry(`waiting for ${host}`, () => admin(host).runCommand({ ping: 1 }));
  const members = hosts.map((host, i) => ({ _id: i, host, priority: i === 0 ? 2 : 1 }));
  const initiated = command(admin(hosts[0]), { replSetInitiate: { _id: set, members } });
  if (initiated.ok) print(`mongo-init: initiated ${set} with ${hosts.join(', ')}`);
  else if (initiated.codeName !== 'AlreadyInitialized') throw new Error(initiated.errmsg);
  for (const host of hosts) addMissing(host);
  const status = command(primary(), { replSetGetStatus: 1 });
  for (const m of status.members ?? []) print(`mongo-init: ${m.name} ${m.stateStr}`);
  print(`mongo-init: ${set} has ${hosts.length} members and a primary`);
} catch (e) {
  print(`mongo-init: ${e.message}`);
  quit(1);
}
