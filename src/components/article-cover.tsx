import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./picture"

const Frame = styled.div`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 60rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
`

/** An article's cover under its header: wide, rounded, the page's largest picture (loaded first). */
export function ArticleCover({ image, alt }: { image: IGatsbyImageData; alt: string }): JSX.Element {
  return (
    <Frame>
      <Picture image={image} alt={alt} priority />
    </Frame>
  )
}
