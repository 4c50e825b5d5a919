import { createContext, useContext } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
  image: IGatsbyImageData
  /**
   * One JPEG for a browser that takes no WebP, where the image was made as WebP alone. Asked for
   * both, gatsby-plugin-image writes a JPEG at every width, of which a page shows one: a fifth of
   * what making a cover costs (docs/performance.md).
   */
  jpeg?: string | null
  alt: string
  /** The page's largest image (its LCP): loaded at once, before other images, and preloaded at the top of the head. */
  priority?: boolean
  loading?: "lazy" | "eager"
  className?: string
}

/** What a `<link rel="preload" as="image">` needs to fetch the file a picture will show. */
export interface ImagePreload {
  /** The picture's first source, which a browser that takes its type picks from. */
  srcSet?: string
  sizes?: string
  type?: string
  media?: string
  /** A picture without sources: its one file. */
  href?: string
}

/**
 * Where a server render collects the pictures with `priority`, by the files they list: gatsby-ssr.tsx
 * provides one for each page and writes them as preloads at the top of its <head>, so the browser asks
 * for the largest picture before it runs the language script and reads the inlined styles and the
 * navigation above the picture (docs/performance.md, "The largest picture, asked for first"). In the
 * browser there is none: the page's HTML already has them.
 */
export const PreloadCollector = createContext<Map<string, ImagePreload> | null>(null)

/** The image's own size in pixels: a full-width image reports 1 × 1/ratio, so take its widest file. */
export function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height }
  const widths = (image.images.fallback?.srcSet ?? "").match(/\d+(?=w)/g)?.map(Number) ?? []
  const width = widths.length > 0 ? Math.max(...widths) : 1
  return { width, height: Math.round((width * image.height) / image.width) }
}

/**
 * An image gatsby-plugin-image has resized, as a plain <picture> the browser loads by itself,
 * with no script: GatsbyImage hides an eager image until its script runs (opacity 0, so the
 * largest paint waits for hydration), renders a lazy one as an <img> without src, which HTML
 * does not allow (gatsbyjs/gatsby#38894), and brings react-dom/server to the browser (21 KB
 * gzipped). The width and height keep the space while the file loads.
 */
export function Picture({
  image,
  jpeg,
  alt,
  priority = false,
  loading = priority ? "eager" : "lazy",
  className,
}: PictureProps): JSX.Element {
  const { fallback, sources: made = [] } = image.images
  // Made as WebP alone, the image lists its files as the fallback: they are the <source> here.
  const webpAlone = jpeg && made.length === 0 && fallback?.srcSet
  const sources = webpAlone
    ? [{ type: "image/webp", media: undefined, srcSet: fallback.srcSet, sizes: fallback.sizes }]
    : made
  const { width, height } = intrinsicSize(image)
  const preloads = useContext(PreloadCollector)
  if (priority && preloads) {
    const first = sources[0]
    const only = jpeg ?? fallback?.src
    if (first?.srcSet) preloads.set(first.srcSet, { ...first, srcSet: first.srcSet })
    else if (only) preloads.set(only, { href: only })
  }
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through.
  const fetchPriority = priority ? { fetchpriority: "high" } : {}
  return (
    <picture className={className} css={{ display: "block" }}>
      {sources.map(({ type, media, srcSet, sizes }) => (
        <source key={`${type} ${media}`} type={type} media={media} srcSet={srcSet} sizes={sizes} />
      ))}
      {/* loading before src: a browser creating the element picks its file when src is set. One
          JPEG, no srcset of them: every browser the site supports takes a <source> (WebP since
          Safari 14), and each page's compressed HTML is 250-300 bytes smaller (docs/performance.md). */}
      <img
        loading={loading}
        decoding={priority ? "sync" : "async"}
        {...fetchPriority}
        width={width}
        height={height}
        src={jpeg ?? fallback?.src}
        alt={alt}
        css={{ display: "block", width: "100%", height: "auto", backgroundColor: image.backgroundColor }}
      />
    </picture>
  )
}
