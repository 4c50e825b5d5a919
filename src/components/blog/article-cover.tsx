import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/picture"
import { space, radii, shadows } from "../../theme/theme"

const Frame = styled.div`
  margin: 0 auto ${space.xl};
  max-width: 60rem;
  border-radius: ${radii.lg};
  overflow: hidden;
  box-shadow: ${shadows.soft};
`

/** An article's cover under its header: wide, rounded, the page's largest picture (loaded first). */
export function ArticleCover({
  image,
  jpeg,
  alt,
}: {
  image: IGatsbyImageData
  jpeg?: string | null
  alt: string
}): JSX.Element {
  return (
    <Frame>
      <Picture image={image} jpeg={jpeg} alt={alt} priority />
    </Frame>
  )
}
