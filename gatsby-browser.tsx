import "@fontsource-variable/inter/wght.css"
import "@fontsource-variable/literata/wght.css"
