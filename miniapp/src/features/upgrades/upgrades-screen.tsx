// Placeholder until this screen is built; the route and its lazy chunk are final.
export function UpgradesScreen() {
  return <h1 className="screen-placeholder">Upgrades</h1>;
}
