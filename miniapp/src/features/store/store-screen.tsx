// Placeholder until this screen is built; the route and its lazy chunk are final.
export function StoreScreen() {
  return <h1 className="screen-placeholder">Store</h1>;
}
