import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

// Runs in the head before any stylesheet or module loads. After a deploy a page from before it (the
// back/forward cache, a tab left open) asks for old hashed files, which are gone (a bare 404): load
// the page once more, which names the new files, instead of staying unstyled or without scripts.
// At most once in ten seconds, so a file truly missing from a build cannot cause a reload loop.
// Route modules that fail to load on a client navigation are reloaded by React Router itself.
const RELOAD_ON_STALE_ASSET = `addEventListener("error",function(e){var t=e.target,u=t&&(t.tagName==="LINK"?t.href:t.tagName==="SCRIPT"?t.src||(t.type==="module"?location.origin+"/assets/":""):"");if(!u||u.indexOf(location.origin+"/assets/")!==0)return;try{var k="stale-asset-reload",l=+sessionStorage.getItem(k)||0;if(Date.now()-l<1e4)return;sessionStorage.setItem(k,String(Date.now()))}catch(x){return}location.reload()},true)`;

/** The inline handler above, with the response's CSP nonce. */
export function StaleAssetReload() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      // Same text on server and client: hydration keeps the server's element and never runs it again.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: RELOAD_ON_STALE_ASSET }}
    />
  );
}
