import { BasicSamples } from './component-samples'
import { InteractiveSamples } from './component-widgets'
import { Examples, ShowcasePage } from './showcase'

/** /components: the MUI components the app builds with, each in a working example. */
export function Component() {
  return (
    <ShowcasePage page="components">
      <Examples>
        <BasicSamples />
        <InteractiveSamples />
      </Examples>
    </ShowcasePage>
  )
}
