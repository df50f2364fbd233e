print("otf")
