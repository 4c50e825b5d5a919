import { useEffect, useState } from "react"
import type { StorePlatform } from "../config/site"
import { currentUserAgent, detectStorePlatform } from "../lib/store-platform"

/**
 * The visitor's store. The server render and the first client render agree on
 * the App Store, then an Android device switches to Google Play after mount.
 */
export function useStorePlatform(): StorePlatform {
  const [platform, setPlatform] = useState<StorePlatform>("ios")
  useEffect(() => setPlatform(detectStorePlatform(currentUserAgent())), [])
  return platform
}
