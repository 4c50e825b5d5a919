import { crossEngineSuite } from "../../setup/cross-engine"

crossEngineSuite("firefox")
